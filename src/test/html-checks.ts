import { JSDOM } from 'jsdom';
import { linkAttributes, type HtmlPolicy } from '../shared/html-policy';

const SAFE_HREF = /^(?:https?:\/\/|\/(?![/\\])|\.\.?\/|#|\?)/i;

/**
 * The problems a browser would find in sanitised HTML: the output is parsed the way a browser parses
 * it (jsdom), then every element, attribute and link is checked against the policy. Empty when safe.
 */
export function executableVectors(html: string, policy: HtmlPolicy): string[] {
  const problems: string[] = [];
  const doc = new JSDOM('<!doctype html><body></body>').window.document;
  const box = doc.createElement('div');
  box.innerHTML = html;
  for (const el of box.querySelectorAll('*')) {
    const tag = el.localName;
    if (!policy.tags.includes(tag) || el.namespaceURI !== 'http://www.w3.org/1999/xhtml') problems.push(`tag <${tag}>`);
    const allowed = policy.attributes[tag] ?? [];
    for (const name of el.getAttributeNames()) if (!allowed.includes(name)) problems.push(`attribute ${name} on <${tag}>`);
    if (tag === 'a') {
      const href = el.getAttribute('href') ?? '';
      const expected = linkAttributes(href);
      if (!href || !SAFE_HREF.test(href) || !expected) problems.push(`href ${JSON.stringify(href)}`);
      if (!(el.getAttribute('rel') ?? '').split(' ').includes('noopener')) problems.push('link without noopener');
      if (el.getAttribute('target') === '_blank' && !(el.getAttribute('rel') ?? '').includes('noreferrer')) problems.push('new tab without noreferrer');
    }
  }
  // A second look at the raw string for anything a parser quirk could revive.
  if (/<\s*\/?\s*(script|style|iframe|svg|math|img|object|embed|base|meta|link|form|template)\b/i.test(html)) problems.push('forbidden tag in the raw text');
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) problems.push('event handler in a tag');
  if (/<[^>]*(javascript|vbscript|data)\s*:/i.test(html)) problems.push('dangerous scheme in a tag');
  return problems;
}
