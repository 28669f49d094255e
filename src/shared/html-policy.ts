import { isHttpUrl, isSafeLinkUrl } from './urls';

// The HTML allow-lists of the two articles, as plain data: the server's sanitiser (sanitize.ts,
// sanitize-html) and the UI's preview sanitiser (ui/lib/sanitize.ts, DOMPurify) are both configured
// from these objects, so a preview shows what the server will store. Nothing here imports a
// sanitiser, so the UI can import this file without pulling sanitize-html into the browser bundle.

/** How one kind of article HTML is cleaned. Tag names are lower case. */
export interface HtmlPolicy {
  /** A name for logs and tests. */
  readonly name: string;
  /** The only tags kept. */
  readonly tags: readonly string[];
  /** The only attributes kept, per tag; every other attribute (events, style, class…) is dropped. */
  readonly attributes: Readonly<Record<string, readonly string[]>>;
  /** Tags replaced by an allowed one, content kept (`div` → `p`, `b` → `strong`…). */
  readonly renames: Readonly<Record<string, string>>;
  /** Tags removed together with everything inside them. Any other tag is unwrapped (content kept). */
  readonly dropWithContent: readonly string[];
  /** Whether `a` is allowed: its href must pass `linkAttributes`, else the link is unwrapped. */
  readonly links: boolean;
}

// Removed with their content: executable or embedding elements, foreign content (svg and math are
// where most mutation-XSS lives), form controls, and document-level elements whose text is not prose.
const DROP_WITH_CONTENT = [
  'script', 'style', 'iframe', 'frame', 'frameset', 'noframes', 'noscript', 'noembed', 'object', 'embed', 'applet',
  'template', 'svg', 'math', 'canvas', 'audio', 'video', 'picture', 'source', 'track', 'map', 'textarea', 'select',
  'option', 'optgroup', 'button', 'input', 'datalist', 'output', 'progress', 'meter', 'head', 'title', 'meta', 'link',
  'base', 'xmp', 'plaintext', 'listing', 'dialog', 'slot', 'portal', 'param', 'img', 'image',
] as const;

// Block-level containers outside the allow-list become paragraphs ("other tags become paragraphs");
// inline ones (span, font, u, small…) are simply unwrapped.
const BLOCKS_TO_PARAGRAPH = [
  'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'figure', 'figcaption', 'pre', 'address',
  'center', 'details', 'summary', 'hgroup', 'dl', 'dt', 'dd', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr',
  'td', 'th', 'fieldset', 'legend', 'form', 'h5', 'h6', 'hr',
] as const;

const toParagraph = (tags: readonly string[]) => Object.fromEntries(tags.map((t) => [t, 'p']));

/** Coach note articles: H1–H4, P, UL, OL, LI, EM, STRONG, BR, BLOCKQUOTE, A. */
export const COACH_ARTICLE_POLICY: HtmlPolicy = {
  name: 'coach-article',
  tags: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'em', 'strong', 'br', 'blockquote', 'a'],
  attributes: { a: ['href', 'rel', 'target'] },
  renames: { ...toParagraph(BLOCKS_TO_PARAGRAPH.filter((t) => t !== 'hr')), b: 'strong', i: 'em', cite: 'em', q: 'em' },
  dropWithContent: DROP_WITH_CONTENT,
  links: true,
};

/** The training article: h2, h3, p, ul, li, em, strong, no attributes. */
export const TRAINING_ARTICLE_POLICY: HtmlPolicy = {
  name: 'training-article',
  tags: ['h2', 'h3', 'p', 'ul', 'li', 'em', 'strong'],
  attributes: {},
  renames: {
    ...toParagraph([...BLOCKS_TO_PARAGRAPH.filter((t) => t !== 'hr' && t !== 'h5' && t !== 'h6'), 'blockquote']),
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    ol: 'ul',
    b: 'strong',
    i: 'em',
    cite: 'em',
    q: 'em',
  },
  dropWithContent: DROP_WITH_CONTENT,
  links: false,
};

/** The `rel` of every kept link; external links also get `noreferrer`. */
const LINK_REL = 'noopener';
const EXTERNAL_LINK_REL = 'noopener noreferrer';

// One plain address, no query (no prefilled subject or body a reader would not see).
const MAILTO = /^mailto:[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * The attributes a link keeps, or undefined when its href is not allowed (the link is then unwrapped).
 * Allowed: relative (`/x`, `./x`, `../x`, `#x`, `?x`), absolute http(s), or `mailto:` one address
 * — never javascript:, data:, vbscript: or protocol-relative `//host`. External (absolute) links open
 * in a new tab.
 */
export function linkAttributes(href: string | null | undefined): { href: string; rel: string; target?: '_blank' } | undefined {
  if (href === null || href === undefined) return undefined;
  const value = href.trim();
  if (MAILTO.test(value)) return { href: value, rel: LINK_REL };
  if (!isSafeLinkUrl(value)) return undefined;
  return isHttpUrl(value) ? { href: value, rel: EXTERNAL_LINK_REL, target: '_blank' } : { href: value, rel: LINK_REL };
}

/** The text of article HTML without tags, whitespace collapsed (for headline fallbacks and word counts). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts text at `max` characters: `max - 3` characters plus '…' when longer (220 → 217 + '…'). */
export function cutText(text: string, max = 220): string {
  return text.length <= max ? text : `${text.slice(0, max - 3)}…`;
}
