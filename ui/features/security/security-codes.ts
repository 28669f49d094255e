// Pure helpers of the security screen (unit-tested).

/** The text of the recovery codes file the admin downloads: a line each, with where and when. */
export function recoveryCodesFile(codes: readonly string[], site: string, email: string, at: Date): string {
  return [`Athlete.Site recovery codes: ${email} on ${site}`, `Made ${at.toISOString().slice(0, 10)}. Each code signs in once, in place of a two-factor code.`, '', ...codes, ''].join('\n');
}

/** A name for a new passkey from the browser's User-Agent ("Chrome on Android"), which the admin may change. */
export function suggestedPasskeyName(ua: string): string {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : undefined;
  const system = /iPhone/.test(ua) ? 'iPhone' : /iPad/.test(ua) ? 'iPad' : /Android/.test(ua) ? 'Android' : /Mac OS X/.test(ua) ? 'Mac' : /Windows/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : undefined;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'This device';
}

/** True when a sign-in prompt was cancelled by the admin (the browser's NotAllowedError or AbortError), not failed. */
export function isCancelledCeremony(err: unknown): boolean {
  const name = err instanceof Error ? err.name : '';
  return name === 'NotAllowedError' || name === 'AbortError';
}
