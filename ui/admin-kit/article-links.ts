import { normalizeLink } from '../../src/shared/urls';
import { linkAttributes } from '../../src/shared/html-policy';
import { t } from './admin-kit.messages';

// What the article editor accepts as a link. Deliberately narrower than what the sanitiser keeps
// (which also keeps http and relative links already in an article): a link added in the editor is
// https or one e-mail address, so a reader never lands on a page without TLS.

/** The messages of the link field, in the current language. */
export const ARTICLE_LINK_MESSAGES = {
  get empty(): string {
    return t('link.empty');
  },
  get https(): string {
    return t('link.https');
  },
  get invalid(): string {
    return t('link.invalid');
  },
};

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * The href of a link typed in the editor, or the reason it is refused: `example.org/x` becomes
 * `https://example.org/x`, `coach@example.org` becomes `mailto:coach@example.org`; `http:`,
 * `javascript:`, `data:` and anything the article sanitiser would unwrap are refused.
 */
export function articleLinkHref(typed: string): { href: string } | { error: string } {
  const text = typed.trim();
  if (!text) return { error: ARTICLE_LINK_MESSAGES.empty };
  const candidate = EMAIL.test(text) ? `mailto:${text}` : normalizeLink(text);
  if (/^http:/i.test(candidate)) return { error: ARTICLE_LINK_MESSAGES.https };
  if (!/^(https:\/\/|mailto:)/i.test(candidate)) return { error: ARTICLE_LINK_MESSAGES.https };
  const kept = linkAttributes(candidate);
  return kept ? { href: kept.href } : { error: ARTICLE_LINK_MESSAGES.invalid };
}

/** The attributes the sanitiser gives a link with this href, so the editor writes them the same way. */
export function articleLinkAttributes(href: string): { href: string; rel: string; target: string | null } {
  const kept = linkAttributes(href);
  return { href, rel: kept?.rel ?? 'noopener', target: kept?.target ?? null };
}
