import { Link } from 'wouter';
import { usePageMeta } from '../../lib/page';

/** `/admin/trainings`: not built yet; points to the screen that edits the training figures today. */
export function TrainingsPlaceholder() {
  usePageMeta('Trainings · Admin');
  return (
    <>
      <h1>Trainings</h1>
      <div className="state state--empty">
        <p>
          This screen is work in progress. Your weekly figures, story and training article are edited in <Link href="/admin/training-profile">Training profile</Link>.
        </p>
      </div>
    </>
  );
}
