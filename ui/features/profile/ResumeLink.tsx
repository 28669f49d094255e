import { useSignals } from '@preact/signals-react/runtime';
import { mayLinkTo } from '../../lib/sections';
import { viaLinkProps } from '../../lib/via';
import { t } from './profile.messages';

/**
 * The one-page résumé (a page the server renders, so a plain link, not client routing); shown once
 * the site has PRs or races to put on it. A college link's code the visit came with goes along.
 */
export function ResumeLink(props: { className?: string; label?: string; listItem?: boolean }) {
  useSignals();
  if (!mayLinkTo('prs', 'races')) return null;
  const link = (
    <a className={props.className} {...viaLinkProps('/resume')}>
      {props.label ?? t('resume.link')}
    </a>
  );
  return props.listItem ? <li>{link}</li> : link;
}
