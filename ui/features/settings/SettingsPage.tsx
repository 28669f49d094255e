import { usePageMeta } from '../../lib/page';
import { HeroVideoBlock } from '../admin/HeroVideoBlock';
import { SettingsForm } from './SettingsForm';

/** `/admin/settings`: site settings: the hero video block (media feature), then the texts, theme and palette. */
export function SettingsPage() {
  usePageMeta('Settings · Admin');
  return (
    <>
      <h1>Site settings</h1>
      <HeroVideoBlock />
      <SettingsForm />
    </>
  );
}
