import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { HtmlPolicy } from '../../src/shared/html-policy';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { articleLinkAttributes, articleLinkHref } from './article-links';
import { articleExtensions, headingLevels } from './rich-text';
import { t } from './admin-kit.messages';

/** What the article editor is given by its form (see ArticleEditor for the lazy wrapper). */
export interface RichTextProps {
  label: string;
  /** The article's HTML. */
  value: string;
  /** Called with the cleaned HTML after every change. */
  onChange: (html: string) => void;
  /** The allow-list of the article (the same data the server's sanitiser uses). */
  policy: HtmlPolicy;
  hint?: ReactNode;
  error?: string;
}

/** One toolbar button: pressed while its format applies at the cursor. */
function ToolButton(props: { label: string; pressed?: boolean; onClick: () => void; children: ReactNode; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="rte__tool"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** The link form under the toolbar: a typed link is fixed (https, mailto) or refused with the reason. */
function LinkForm(props: { editor: Editor; onDone: () => void }) {
  const current = props.editor.getAttributes('link').href as string | undefined;
  const [text, setText] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const apply = () => {
    const link = articleLinkHref(text);
    if ('error' in link) {
      setError(link.error);
      return;
    }
    const chain = props.editor.chain().focus().extendMarkRange('link');
    // With nothing selected, the link's own address becomes its text.
    if (props.editor.state.selection.empty && !current) chain.insertContent({ type: 'text', text: link.href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: articleLinkAttributes(link.href) }] }).run();
    else chain.setLink(articleLinkAttributes(link.href)).run();
    props.onDone();
  };
  return (
    <div className="rte__link" role="group" aria-label={t('rte.linkGroup')}>
      <label className="sr-only" htmlFor={id}>
        {t('rte.linkAddress')}
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoFocus
        placeholder={t('rte.linkPlaceholder')}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            props.onDone();
            props.editor.commands.focus();
          }
        }}
      />
      <button type="button" className="btn btn--small" onClick={apply}>
        {t('rte.apply')}
      </button>
      {current && (
        <button
          type="button"
          className="btn btn--small btn--ghost"
          onClick={() => {
            props.editor.chain().focus().extendMarkRange('link').unsetLink().run();
            props.onDone();
          }}
        >
          {t('rte.removeLink')}
        </button>
      )}
      <button type="button" className="btn btn--small btn--ghost" onClick={props.onDone}>
        {t('action.cancel')}
      </button>
      {error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * The article editor: a toolbar (bold, italic, headings, lists, quote and links as the policy
 * allows) over a tiptap document whose schema is the policy, so its HTML passes the server's
 * sanitiser unchanged. Pasted HTML is cleaned by the same policy first. "HTML" shows the source,
 * for an article written elsewhere (the prompt helper's answer).
 */
export default function RichTextEditor(props: RichTextProps) {
  const { policy, onChange } = props;
  const id = useId();
  const [source, setSource] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const extensions = useMemo(() => articleExtensions(policy), [policy]);
  // The HTML last sent up, so a value that comes back down is not loaded into the editor again.
  const sent = useRef(props.value);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  const describedBy = [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

  const editor = useEditor({
    extensions,
    content: props.value,
    immediatelyRender: true,
    editorProps: {
      attributes: { class: 'rte__content article-preview', role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label`, ...(describedBy ? { 'aria-describedby': describedBy } : {}) },
      // A paste from a word processor or a web page: the policy's cleaning first, then the schema.
      transformPastedHTML: (html) => sanitizeArticleHtml(html, policy),
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : sanitizeArticleHtml(e.getHTML(), policy);
      sent.current = html;
      changeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || props.value === sent.current) return;
    sent.current = props.value;
    editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h: headingLevels(policy).map((level) => e.isActive('heading', { level })),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const has = (tag: string) => policy.tags.includes(tag);
  const levels = headingLevels(policy).filter((l) => l === 2 || l === 3);
  const chain = () => editor.chain().focus();

  return (
    <div className={`field field--wide rte ${props.error ? 'field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {props.label}
      </span>
      <div className="rte__toolbar" role="toolbar" aria-label={t('rte.toolbar', { label: props.label })}>
        <ToolButton label={t('rte.bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()} disabled={source}>
          <strong>{t('rte.boldGlyph')}</strong>
        </ToolButton>
        <ToolButton label={t('rte.italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()} disabled={source}>
          <em>{t('rte.italicGlyph')}</em>
        </ToolButton>
        {levels.map((level) => (
          <ToolButton key={level} label={t('rte.heading', { level })} pressed={state.h[headingLevels(policy).indexOf(level)]} onClick={() => chain().toggleHeading({ level }).run()} disabled={source}>
            H{level}
          </ToolButton>
        ))}
        {has('ul') && (
          <ToolButton label={t('rte.bulleted')} pressed={state.bullet} onClick={() => chain().toggleBulletList().run()} disabled={source}>
            •≡
          </ToolButton>
        )}
        {has('ol') && (
          <ToolButton label={t('rte.numbered')} pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()} disabled={source}>
            1.
          </ToolButton>
        )}
        {has('blockquote') && (
          <ToolButton label={t('rte.quote')} pressed={state.quote} onClick={() => chain().toggleBlockquote().run()} disabled={source}>
            “”
          </ToolButton>
        )}
        {policy.links && (
          <ToolButton label={t('rte.link')} pressed={state.link} onClick={() => setLinkOpen((o) => !o)} disabled={source}>
            🔗
          </ToolButton>
        )}
        <ToolButton label={t('rte.undo')} onClick={() => chain().undo().run()} disabled={source || !state.undo}>
          ↶
        </ToolButton>
        <ToolButton label={t('rte.redo')} onClick={() => chain().redo().run()} disabled={source || !state.redo}>
          ↷
        </ToolButton>
        <ToolButton
          label={t('rte.html')}
          pressed={source}
          onClick={() => {
            setSource((s) => !s);
            setLinkOpen(false);
          }}
        >
          &lt;/&gt;
        </ToolButton>
      </div>
      {linkOpen && !source && <LinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
      {source ? (
        <textarea className="rte__source mono" aria-labelledby={`${id}-label`} aria-describedby={describedBy} value={props.value} onChange={(e) => onChange(e.target.value)} spellCheck={false} />
      ) : (
        <EditorContent editor={editor} />
      )}
      {props.hint && !props.error && (
        <span className="field__hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span className="field__error" id={`${id}-error`} role="alert">
          {props.error}
        </span>
      )}
    </div>
  );
}
