import { useState } from 'react';
import { copyText } from '../lib/clipboard';
import { t } from './components.messages';

/**
 * "Share" for a public page or dialog (the résumé has its own, resume.routes.ts): the phone's share
 * sheet where the browser has one (the Web Share API), else the link copied, with "Link copied"
 * said beside the button (or the link itself, to copy by hand, when the browser refused).
 */
export function ShareButton(props: { path: string; title: string; className?: string }) {
  const [said, setSaid] = useState('');
  const share = async () => {
    const url = new URL(props.path, location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: props.title, url });
        return;
      } catch (err) {
        // Closed by the visitor: nothing to say. Refused for another reason: copy instead.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    setSaid((await copyText(url)) ? t('share.copied') : t('share.copyFailed', { url }));
  };
  return (
    <span className="share">
      <button type="button" className={props.className ?? 'btn btn--ghost'} onClick={() => void share()}>
        {t('share.action')}
      </button>
      <span className="share__said small" role="status">
        {said}
      </span>
    </span>
  );
}
