// URL rules without dependencies: the UI's public bundle imports them (through html-policy.ts)
// without pulling in zod. fields.ts re-exports them for the schemas.

/** True for a relative URL (`/x`, `./x`, `#x`, `?x`) or an absolute http(s) URL. Never `javascript:` or `data:`. */
export function isSafeLinkUrl(value: string): boolean {
  const v = value.trim();
  if (!v) return false;
  if (/^(\/(?![/\\])|\.\.?\/|#|\?)/.test(v)) return !/[\u0000-\u0020\\]/.test(v);
  return isHttpUrl(v);
}

/** True for an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname;
  } catch {
    return false;
  }
}

// A host name with at least one dot (`instagram.com`, `www.x.co.uk`), an optional port, then an
// optional path, query or fragment. What an admin types when the scheme is left out.
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * What an admin typed as a link, fixed where the intent is plain: `instagram.com/name` and
 * `www.example.org` get `https://` in front. Anything with a scheme (`http:`, `https:`, and also
 * `javascript:`, which the link checks still refuse), relative links and other text are returned
 * trimmed and otherwise as they were, so a check after this decides as before.
 */
export function normalizeLink(value: string): string {
  const v = value.trim();
  if (!v || /^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^(\/|\.\.?\/|#|\?)/.test(v)) return v;
  return BARE_HOST.test(v) ? `https://${v}` : v;
}
