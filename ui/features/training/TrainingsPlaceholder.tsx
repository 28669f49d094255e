import { Link } from 'wouter';
import { usePageMeta } from '../../lib/page';
import { t } from './training-admin.messages';

/** `/admin/trainings`: not built yet; points to the screen that edits the training figures today. */
export function TrainingsPlaceholder() {
  usePageMeta(t('placeholder.meta'));
  // The link sits where the sentence's {link} is, whatever the language's word order.
  const [before, after] = t('placeholder.text').split('{link}');
  return (
    <>
      <h1>{t('placeholder.title')}</h1>
      <div className="state state--empty">
        <p>
          {before}
          <Link href="/admin/training-profile">{t('placeholder.link')}</Link>
          {after}
        </p>
      </div>
    </>
  );
}
