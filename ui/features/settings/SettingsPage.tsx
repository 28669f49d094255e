import { usePageMeta } from '../../lib/page';
import { HeroVideoBlock } from '../../admin-kit/HeroVideoBlock';
import { SettingsForm } from './SettingsForm';
import { t } from './settings-admin.messages';

/** `/admin/settings`: site settings: the hero video block (media feature), then the texts, theme and palette. */
export function SettingsPage() {
  usePageMeta(t('meta'));
  return (
    <>
      <h1>{t('title')}</h1>
      <HeroVideoBlock />
      <SettingsForm />
    </>
  );
}
