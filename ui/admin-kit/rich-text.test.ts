// @vitest-environment jsdom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { COACH_ARTICLE_POLICY, TRAINING_ARTICLE_POLICY, type HtmlPolicy } from '../../src/shared/html-policy';
import { sanitizeArticle } from '../../src/shared/sanitize';
import { setLocale } from '../lib/i18n/i18n';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { ARTICLE_LINK_MESSAGES, articleLinkAttributes, articleLinkHref } from './article-links';
import { articleExtensions } from './rich-text';

// The article editor's document model against the server's sanitiser: what the editor writes (its
// HTML, cleaned by the UI's copy of the policy as RichTextEditor does) is what the server stores.

const editors: Editor[] = [];
afterEach(() => {
  for (const e of editors.splice(0)) e.destroy();
});

function editorFor(policy: HtmlPolicy, content = ''): Editor {
  const editor = new Editor({ element: document.createElement('div'), extensions: articleExtensions(policy), content, editorProps: { transformPastedHTML: (html) => sanitizeArticleHtml(html, policy) } });
  editors.push(editor);
  return editor;
}

/** A paste as the browser delivers it (jsdom has no ClipboardEvent; ProseMirror only reads the HTML given here). */
const paste = (editor: Editor, html: string) => editor.view.pasteHTML(html, new Event('paste') as ClipboardEvent);

/** The HTML the editor hands to its form (see RichTextEditor's onUpdate). */
const output = (editor: Editor, policy: HtmlPolicy) => (editor.isEmpty ? '' : sanitizeArticleHtml(editor.getHTML(), policy));

describe.each([
  ['coach', COACH_ARTICLE_POLICY],
  ['training', TRAINING_ARTICLE_POLICY],
] as const)('%s article editor', (_name, policy) => {
  it('writes bold, italic, headings and lists that the server keeps as they are', () => {
    const editor = editorFor(policy);
    editor.chain().insertContent('Base phase').toggleHeading({ level: 2 }).run();
    editor.chain().focus('end').insertContent('<p>Easy miles</p>').run();
    editor.chain().focus('end').setTextSelection({ from: editor.state.doc.content.size - 10, to: editor.state.doc.content.size - 6 }).toggleBold().run();
    editor.chain().focus('end').insertContent('<p>strides</p>').toggleItalic().toggleBulletList().run();
    editor.chain().focus('end').insertContent('<h3>Next</h3>').run();
    const html = output(editor, policy);
    expect(html).toMatch(/<h2>Base phase<\/h2>/);
    expect(html).toContain('<strong>');
    expect(html).toContain('<ul><li>');
    expect(html).toContain('<h3>Next</h3>');
    expect(sanitizeArticle(html, policy)).toBe(html);
  });

  it('loads an existing article and writes it back unchanged', () => {
    const stored = sanitizeArticle('<h2>Title</h2><p>Body with <em>care</em> and <strong>effort</strong>.</p><ul><li>One</li><li>Two</li></ul>', policy);
    const editor = editorFor(policy, stored);
    const html = output(editor, policy);
    expect(html).toBe(sanitizeArticle(html, policy));
    expect(html.replace(/<\/?p>/g, '')).toBe(stored.replace(/<\/?p>/g, ''));
  });

  it('cleans a paste: styles, classes, scripts, images and unknown tags go, the text stays', () => {
    const editor = editorFor(policy);
    paste(editor, '<div style="color:red" class="x"><h1 onclick="x()">Pasted</h1><span>from a <b>doc</b></span><img src=x onerror=alert(1)><script>alert(1)</script><table><tr><td>60 km</td></tr></table></div>');
    const html = output(editor, policy);
    expect(html).not.toMatch(/style|class|onclick|onerror|script|img|table|span/);
    expect(html).toContain('Pasted');
    expect(html).toContain('<strong>doc</strong>');
    expect(html).toContain('60 km');
    expect(sanitizeArticle(html, policy)).toBe(html);
  });

  it('gives an emptied article as an empty string', () => {
    const editor = editorFor(policy, '<p>x</p>');
    editor.commands.clearContent();
    expect(output(editor, policy)).toBe('');
  });
});

describe('article links', () => {
  it.each([
    ['example.org/page', 'https://example.org/page'],
    ['https://example.org', 'https://example.org'],
    ['coach@example.org', 'mailto:coach@example.org'],
    ['mailto:coach@example.org', 'mailto:coach@example.org'],
  ])('%j links to %j', (typed, href) => {
    expect(articleLinkHref(typed)).toEqual({ href });
  });

  it.each([
    ['', ARTICLE_LINK_MESSAGES.empty],
    ['http://example.org', ARTICLE_LINK_MESSAGES.https],
    ['javascript:alert(1)', ARTICLE_LINK_MESSAGES.https],
    ['data:text/html,x', ARTICLE_LINK_MESSAGES.https],
    ['/races/2', ARTICLE_LINK_MESSAGES.https],
    ['not a link', ARTICLE_LINK_MESSAGES.https],
  ])('refuses %j', (typed, error) => {
    expect(articleLinkHref(typed)).toEqual({ error });
  });

  it('gives its reasons in the English the tests select by, and in French', () => {
    expect(articleLinkHref('http://example.org')).toEqual({ error: 'Links must start with https:// (or be an e-mail address).' });
    setLocale('fr');
    try {
      expect(articleLinkHref('')).toEqual({ error: 'Saisis un lien, par ex. exemple.org/page ou coach@exemple.org.' });
      expect(articleLinkHref('http://example.org')).toEqual({ error: 'Les liens doivent commencer par https:// (ou être une adresse e-mail).' });
    } finally {
      setLocale('en');
    }
  });

  it('writes https and mailto links the way the server keeps them', () => {
    const editor = editorFor(COACH_ARTICLE_POLICY, '<p>Results and mail</p>');
    editor.chain().setTextSelection({ from: 1, to: 8 }).setLink(articleLinkAttributes('https://example.org/r')).run();
    editor.chain().setTextSelection({ from: 13, to: 17 }).setLink(articleLinkAttributes('mailto:coach@example.org')).run();
    const html = output(editor, COACH_ARTICLE_POLICY);
    expect(html).toBe('<p><a href="https://example.org/r" rel="noopener noreferrer" target="_blank">Results</a> and <a href="mailto:coach@example.org" rel="noopener">mail</a></p>');
    expect(sanitizeArticle(html, COACH_ARTICLE_POLICY)).toBe(html);
  });

  it('drops a javascript: link from a paste, keeping its text', () => {
    const editor = editorFor(COACH_ARTICLE_POLICY);
    paste(editor, '<p><a href="javascript:alert(1)">click</a> <a href="https://example.org">ok</a></p>');
    const html = output(editor, COACH_ARTICLE_POLICY);
    expect(html).not.toContain('javascript');
    expect(html).toContain('click');
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer" target="_blank">ok</a>');
  });
});
