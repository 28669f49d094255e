import DOMPurify from 'dompurify';

// The article HTML policy of public-site.md §5, applied again in the browser (the server already
// sanitised on write; this keeps an older or hand-edited row harmless).
const ALLOWED_TAGS = ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'em', 'strong', 'br', 'blockquote', 'a'];
const SAFE_HREF = /^(https?:\/\/|\/(?![/\\])|#|\.\.?\/)/i;

let hooked = false;

/** Sanitises article HTML for display: the allowed tags only, safe links, external ones in a new tab. */
export function sanitizeArticle(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_HREF.test(href.trim())) {
        node.removeAttribute('href');
        return;
      }
      if (/^https?:\/\//i.test(href) && new URL(href).origin !== location.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('target');
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'], KEEP_CONTENT: true });
}
