import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { editMode } from '../lib/auth';
import { t } from './components.messages';

/**
 * The admin screens a public item can be edited on (ids of the features' admin screens, which
 * only the admin area loads).
 */
export type EditableScreen = 'courses' | 'prs' | 'press';

/**
 * "Edit" for the signed-in admin, beside a public item: opens its admin screen with the item's
 * form open (`?edit=<id>`, read by useListEditor and the press screen). Visitors see nothing.
 */
export function AdminEditLink(props: { screen: EditableScreen; id: number; name: string; className?: string }) {
  useSignals();
  if (!editMode.value) return null;
  return (
    <Link className={props.className ?? 'btn btn--ghost'} href={`/admin/${props.screen}?edit=${props.id}`} aria-label={t('edit.linkLabel', { name: props.name })}>
      {t('edit.link')}
    </Link>
  );
}
