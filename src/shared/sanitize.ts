import sanitizeHtml from 'sanitize-html';
import { COACH_ARTICLE_POLICY, TRAINING_ARTICLE_POLICY, linkAttributes, type HtmlPolicy } from './html-policy';

// The server's article sanitiser: sanitize-html configured from the shared policy data. Article HTML
// is cleaned on every write (and coach notes again on public reads), so stored HTML is safe to render
// as is. The UI's preview (ui/lib/sanitize.ts) applies the same policy with DOMPurify.

function optionsOf(policy: HtmlPolicy): sanitizeHtml.IOptions {
  const transformTags: Record<string, sanitizeHtml.Transformer> = {};
  for (const [from, to] of Object.entries(policy.renames)) transformTags[from] = () => ({ tagName: to, attribs: {} });
  if (policy.links) {
    // A link with a bad href is renamed to span, which is not allowed and so unwrapped: the text stays.
    transformTags.a = (_tag, attribs) => {
      const link = linkAttributes(attribs.href);
      return link ? { tagName: 'a', attribs: { ...link } } : { tagName: 'span', attribs: {} };
    };
  }
  const attributes: Record<string, string[]> = {};
  for (const [tag, names] of Object.entries(policy.attributes)) attributes[tag] = [...names];
  return {
    allowedTags: [...policy.tags],
    allowedAttributes: attributes,
    // Belt and braces behind linkAttributes: sanitize-html's own scheme check (entity and
    // whitespace tricks included) allows only these.
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    allowedStyles: {},
    parseStyleAttributes: false,
    transformTags,
    // Unknown tags are unwrapped (content kept); these go with everything inside them.
    disallowedTagsMode: 'discard',
    nonTextTags: [...policy.dropWithContent],
    // Paragraphs left empty (a `<p><br></p>` spacer, a wrapper whose content was removed) go.
    exclusiveFilter: (frame) => frame.tag === 'p' && !frame.text.trim(),
    nestingLimit: 40,
  };
}

const compiled = new Map<HtmlPolicy, sanitizeHtml.IOptions>();

/**
 * Cleans article HTML with a policy. Runs twice: renaming a container to `p` can nest paragraphs,
 * and the second pass re-parses the first one's output the way a browser would (an inner `<p>`
 * closes the outer one) and drops the empty paragraphs that leaves. The result is stable: cleaning
 * it again changes nothing.
 */
export function sanitizeArticle(html: string, policy: HtmlPolicy): string {
  let options = compiled.get(policy);
  if (!options) {
    options = optionsOf(policy);
    compiled.set(policy, options);
  }
  const once = sanitizeHtml(html, options);
  return sanitizeHtml(once, options).trim();
}

/** A coach note article, cleaned with the coach policy. */
export const sanitizeCoachArticle = (html: string): string => sanitizeArticle(html, COACH_ARTICLE_POLICY);

/** The training article, cleaned with the training policy. */
export const sanitizeTrainingArticle = (html: string): string => sanitizeArticle(html, TRAINING_ARTICLE_POLICY);
