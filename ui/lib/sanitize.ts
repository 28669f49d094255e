import DOMPurify from 'dompurify';
import { COACH_ARTICLE_POLICY, TRAINING_ARTICLE_POLICY, linkAttributes, type HtmlPolicy } from '../../src/shared/html-policy';

// The UI's article sanitiser, for previews and as a second line of defence when rendering: DOMPurify
// configured from the same policy data as the server's sanitize-html (src/shared/sanitize.ts),
// so a preview shows what the server will store.

/** Renames, fixes links and drops attributes outside the policy, children before parents. */
function applyPolicy(root: Element | DocumentFragment, policy: HtmlPolicy): void {
  for (const child of [...root.children]) applyPolicy(child, policy);
  // nodeType, not instanceof: DOMPurify builds the fragment in a document of its own.
  if (root.nodeType !== 1) return;
  let el = root as Element;
  const tag = el.localName;
  const renamed = policy.renames[tag];
  if (renamed) {
    const replacement = el.ownerDocument.createElement(renamed);
    replacement.append(...el.childNodes);
    el.replaceWith(replacement);
    el = replacement;
  }
  if (!policy.tags.includes(el.localName)) {
    el.replaceWith(...el.childNodes);
    return;
  }
  const link = el.localName === 'a' ? (policy.links ? linkAttributes(el.getAttribute('href')) : undefined) : null;
  if (link === undefined) {
    el.replaceWith(...el.childNodes);
    return;
  }
  const keep = policy.attributes[el.localName] ?? [];
  for (const name of el.getAttributeNames()) if (!keep.includes(name)) el.removeAttribute(name);
  if (link) {
    for (const name of ['href', 'rel', 'target']) el.removeAttribute(name);
    el.setAttribute('href', link.href);
    el.setAttribute('rel', link.rel);
    if (link.target) el.setAttribute('target', link.target);
  }
}

function serialise(fragment: DocumentFragment): string {
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}

/**
 * Cleans article HTML with a policy, like the server does: DOMPurify removes everything executable
 * (its default URI check stays on: it also vets non-URL attribute values such as `rel`), then the
 * policy's renames and link rules are applied (linkAttributes allows only relative and http(s)), then a second DOMPurify pass re-parses the
 * result (nested paragraphs split the way the server's second pass splits them) and empty
 * paragraphs are dropped.
 */
export function sanitizeArticleHtml(html: string, policy: HtmlPolicy): string {
  const attributes = [...new Set(Object.values(policy.attributes).flat())];
  const first = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...policy.tags, ...Object.keys(policy.renames)],
    ALLOWED_ATTR: policy.links ? ['href'] : [],
    FORBID_CONTENTS: [...policy.dropWithContent],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  applyPolicy(first, policy);
  const second = DOMPurify.sanitize(serialise(first), {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: attributes,
    FORBID_CONTENTS: [...policy.dropWithContent],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const p of [...second.querySelectorAll('p')]) if (!p.textContent?.trim()) p.remove();
  return serialise(second).trim();
}

/** A coach note article, cleaned for display or preview. */
export const sanitizeCoachHtml = (html: string): string => sanitizeArticleHtml(html, COACH_ARTICLE_POLICY);

/** The training article, cleaned for display or preview. */
export const sanitizeTrainingHtml = (html: string): string => sanitizeArticleHtml(html, TRAINING_ARTICLE_POLICY);
