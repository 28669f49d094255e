import { lazy, Suspense } from 'react';
import type { RichTextProps } from './RichTextEditor';
import { t } from './admin-kit.messages';

// The editor's code (tiptap and ProseMirror) is its own chunk, loaded only on the two screens with
// an article, not with the rest of the admin.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The rich-text article field of a form (see RichTextEditor); a plain frame while its code loads. */
export function ArticleEditor(props: RichTextProps) {
  return (
    <Suspense fallback={<div className="field field--wide rte rte--loading" aria-busy="true"><span className="field__label">{props.label}</span><div className="rte__content article-preview muted">{t('rte.loading')}</div></div>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
