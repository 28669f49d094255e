import type { AdminPart } from '../feature';
import css from './links-admin.css' with { type: 'text' };
import { EmailKitAdminPage } from './EmailKitAdminPage';
import { LinksAdminPage } from './LinksAdminPage';
import { t } from './links-admin.messages';

// The college links' and the coach e-mail's admin screens, loaded with the admin area
// (ui/admin/admin-area.ts), never by a public page.

export const screens: AdminPart['screens'] = [
  { id: 'links', label: () => t('screen.links'), component: LinksAdminPage, tile: () => t('screen.links.tile'), menu: true, group: 'recruiting', order: 30 },
  { id: 'email-kit', label: () => t('screen.emailKit'), component: EmailKitAdminPage, tile: () => t('screen.emailKit.tile'), menu: true, group: 'recruiting', order: 40 },
];

/** Its screens' own styles, added after the admin's shared ones. */
export const styles: AdminPart['styles'] = css;
