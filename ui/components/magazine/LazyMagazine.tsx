import { lazy, Suspense } from 'react';
import { useInBrowser } from '../../lib/hydration';
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

/**
 * The magazine modal, loaded on first use. The server (and the hydration of its HTML) draws only
 * the backdrop: a lazy part cannot be rendered to a string, and a Suspense boundary the server
 * gave up on makes React throw its HTML away (error #419). The article follows in the next render.
 */
export function Magazine(props: { content: MagazineContent; onClose: () => void; href?: string }) {
  const inBrowser = useInBrowser();
  const opening = <div className="modal-backdrop" role="status" aria-label={t('magazine.opening')} />;
  if (!inBrowser) return opening;
  return (
    <Suspense fallback={opening}>
      <MagazineModal content={props.content} onClose={props.onClose} href={props.href} />
    </Suspense>
  );
}
