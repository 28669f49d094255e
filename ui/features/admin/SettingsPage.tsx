import { usePageMeta } from '../../lib/page';
import { HeroVideoBlock } from './HeroVideoBlock';

/** `/admin/settings`: site settings. The hero video block is its own component (media feature). */
export function SettingsPage() {
  usePageMeta('Settings · Admin');
  return (
    <>
      <h1>Site settings</h1>
      <HeroVideoBlock />
    </>
  );
}
