import { useSignals } from '@preact/signals-react/runtime';
import { mayLinkTo } from '../home/sections';

/**
 * The one-page résumé (a page the server renders, so a plain link, not client routing); shown once
 * the site has PRs or races to put on it.
 */
export function ResumeLink(props: { className?: string; label?: string }) {
  useSignals();
  if (!mayLinkTo('prs', 'races')) return null;
  return (
    <a className={props.className} href="/resume">
      {props.label ?? 'Résumé'}
    </a>
  );
}
