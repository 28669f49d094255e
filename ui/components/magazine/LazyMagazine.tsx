import { lazy, Suspense } from 'react';
import { t } from '../components.messages';
import type { MagazineContent } from './magazine';

// The magazine (and the HTML sanitiser it carries) downloads only when a visitor opens an article:
// it stays out of what the home page loads first.
const load = () => import('./MagazineModal');
const MagazineModal = lazy(load);

/** Starts downloading the magazine before it is needed (on hover or focus of the button that opens it). */
export function preloadMagazine(): void {
  void load();
}

/** The magazine modal, loaded on first use. */
export function Magazine(props: { content: MagazineContent; onClose: () => void; href?: string }) {
  return (
    <Suspense fallback={<div className="modal-backdrop" role="status" aria-label={t('magazine.opening')} />}>
      <MagazineModal content={props.content} onClose={props.onClose} href={props.href} />
    </Suspense>
  );
}
