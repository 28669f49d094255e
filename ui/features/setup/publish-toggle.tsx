import { useSignals } from '@preact/signals-react/runtime';
import { useState, type ReactNode } from 'react';
import { ensureAdminStyles } from '../../admin-kit/admin-styles';
import { useConfirm } from '../../admin-kit/kit';
import { errorMessage } from '../../lib/api';
import { settings } from '../../lib/settings';
import { savePublished } from './setup.api';
import { t } from './setup.messages';

// The confirmation's own styles: the live page's checklist has no admin frame to bring them.
ensureAdminStyles();

/** What a publish switch needs: the state, whether a save is under way, its failure, the change and the confirmation to render. */
interface PublishToggle {
  published: boolean;
  busy: boolean;
  failure: string | undefined;
  toggle: () => Promise<void>;
  confirmNode: ReactNode;
}

/**
 * The one behaviour of every publish switch (the dashboard's card, the live page's checklist): it
 * asks first with a sentence saying what publishing means (a minor's name in search results), shows
 * the change at once, and on a failure puts the state back and says why.
 */
export function usePublishToggle(): PublishToggle {
  useSignals();
  const [confirmNode, confirm] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const published = settings.value.published;
  const toggle = async () => {
    const next = !published;
    if (!(await confirm(next ? t('publish.confirmOn') : t('publish.confirmOff'), next ? t('publish.doOn') : t('publish.doOff')))) return;
    setBusy(true);
    setFailure(undefined);
    settings.value = { ...settings.value, published: next };
    try {
      await savePublished(next);
    } catch (err) {
      settings.value = { ...settings.value, published: !next };
      setFailure(t('notSaved', { reason: errorMessage(err) }));
    } finally {
      setBusy(false);
    }
  };
  return { published, busy, failure, toggle, confirmNode };
}

/**
 * The publish switch itself, the same styled switch wherever it is (the dashboard's card, the live
 * page's checklist): a checkbox with the switch role, its label beside it, described by `describedBy`.
 */
export function PublishSwitch(props: { toggle: PublishToggle; label: string; describedBy: string }) {
  const { published, busy, toggle } = props.toggle;
  return (
    <label className="publish-switch">
      <input type="checkbox" role="switch" checked={published} disabled={busy} onChange={() => void toggle()} aria-describedby={props.describedBy} />
      <span>{props.label}</span>
    </label>
  );
}
