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
