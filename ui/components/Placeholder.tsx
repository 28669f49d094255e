import { usePageMeta } from '../lib/page';
import { t } from './components.messages';

/** Any path no route matches. */
export function NotFound() {
  usePageMeta(t('notFound.title'), t('notFound.text'));
  return (
    <main id="main" className="page page--narrow">
      <header className="page__head">
        <h1>{t('notFound.title')}</h1>
      </header>
      <p className="muted">{t('notFound.text')}</p>
      <p>
        <a className="btn" href="/">
          {t('notFound.home')}
        </a>
      </p>
    </main>
  );
}
