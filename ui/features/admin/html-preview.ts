import DOMPurify from 'dompurify';

// Article previews in the admin: cleaned with the allow-lists of §5 before they are shown.

/** The training article as the site will show it: h2, h3, p, ul, li, em, strong; every attribute stripped. */
export function previewTrainingHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['h2', 'h3', 'p', 'ul', 'li', 'em', 'strong'], ALLOWED_ATTR: [], KEEP_CONTENT: true, FORBID_CONTENTS: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'] });
}

/** A coach note article as the site will show it (headings, paragraphs, lists, emphasis, quotes, links). */
export function previewCoachHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'em', 'strong', 'br', 'blockquote', 'a'],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|\/(?!\/)|#)/i,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  });
}
