import { describe, expect, it } from 'vitest';
import { executableVectors } from '../test/html-checks';
import { XSS_PAYLOADS } from '../test/xss-payloads';
import { COACH_ARTICLE_POLICY, TRAINING_ARTICLE_POLICY, cutText, htmlToText, linkAttributes } from './html-policy';
import { sanitizeCoachArticle, sanitizeTrainingArticle } from './sanitize';

describe.each([
  ['coach', COACH_ARTICLE_POLICY, sanitizeCoachArticle],
  ['training', TRAINING_ARTICLE_POLICY, sanitizeTrainingArticle],
] as const)('%s sanitiser against XSS payloads', (_name, policy, sanitize) => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('%s', (payload) => {
    const out = sanitize(payload);
    expect(executableVectors(out, policy)).toEqual([]);
    // Stable: cleaning the output again changes nothing.
    expect(sanitize(out)).toBe(out);
  });
});

describe('coach article policy', () => {
  const clean = sanitizeCoachArticle;

  it('keeps the allowed tags', () => {
    const html = '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p>p <em>e</em> <strong>s</strong><br />n</p><ul><li>u</li></ul><ol><li>o</li></ol><blockquote>q</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('turns other block tags into paragraphs and unwraps inline ones', () => {
    expect(clean('<div>one</div><section>two</section><h5>three</h5>')).toBe('<p>one</p><p>two</p><p>three</p>');
    expect(clean('<div><p>inner</p></div>')).toBe('<p>inner</p>');
    expect(clean('<div>text<p>inner</p></div>')).toBe('<p>text</p><p>inner</p>');
    expect(clean('<p><span class="x">a</span> <u>b</u> <font color="red">c</font></p>')).toBe('<p>a b c</p>');
    expect(clean('<p><b>b</b> <i>i</i></p>')).toBe('<p><strong>b</strong> <em>i</em></p>');
  });

  it('removes script, style and iframe with their content', () => {
    expect(clean('<p>a</p><script>var x = 1;</script><style>p { color: red }</style><iframe src="https://x.example">fallback</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('strips event and style attributes', () => {
    expect(clean('<p onclick="x()" style="color:red" class="c" id="i">t</p>')).toBe('<p>t</p>');
  });

  it('keeps relative and http(s) links with rel, and opens external ones in a new tab', () => {
    expect(clean('<a href="https://example.org/a?b=1" target="_self" rel="opener">ext</a>')).toBe('<a href="https://example.org/a?b=1" rel="noopener noreferrer" target="_blank">ext</a>');
    expect(clean('<a href="/races/3">in</a>')).toBe('<a href="/races/3" rel="noopener">in</a>');
    expect(clean('<a href="#top">top</a>')).toBe('<a href="#top" rel="noopener">top</a>');
    expect(clean('<a href="mailto:coach@example.org" target="_blank">mail</a>')).toBe('<a href="mailto:coach@example.org" rel="noopener">mail</a>');
  });

  it('unwraps links whose href is not relative or http(s), keeping the text', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example', 'mailto:a@example.com?body=x', 'mailto:', 'ftp://example.org', '']) {
      expect(clean(`<p><a href="${href}">t</a></p>`)).toBe('<p>t</p>');
    }
    expect(clean('<p><a>no href</a></p>')).toBe('<p>no href</p>');
  });

  it('drops empty paragraphs and escapes text', () => {
    expect(clean('<p> </p><p><br></p><p>a &amp; b &lt; c</p>')).toBe('<p>a &amp; b &lt; c</p>');
    expect(clean('1 < 2 & "q"')).toBe('1 &lt; 2 &amp; "q"');
  });
});

describe('training article policy', () => {
  const clean = sanitizeTrainingArticle;

  it('keeps only h2, h3, p, ul, li, em, strong and strips every attribute', () => {
    const html = '<h2>A</h2><h3>B</h3><p><em>e</em> <strong>s</strong></p><ul><li>u</li></ul>';
    expect(clean(html)).toBe(html);
    expect(clean('<h2 class="x" id="y" title="t">A</h2><p style="x">b</p>')).toBe('<h2>A</h2><p>b</p>');
  });

  it('maps other tags onto the allowed ones', () => {
    expect(clean('<h1>a</h1><h4>b</h4><ol><li>c</li></ol><blockquote>d</blockquote><div>e</div>')).toBe('<h2>a</h2><h3>b</h3><ul><li>c</li></ul><p>d</p><p>e</p>');
  });

  it('unwraps links and line breaks', () => {
    expect(clean('<p><a href="https://example.org">link</a><br>next</p>')).toBe('<p>linknext</p>');
  });
});

describe('policy helpers', () => {
  it('classifies link hrefs', () => {
    expect(linkAttributes('https://example.org')).toEqual({ href: 'https://example.org', rel: 'noopener noreferrer', target: '_blank' });
    expect(linkAttributes(' /a ')).toEqual({ href: '/a', rel: 'noopener' });
    expect(linkAttributes('./a')).toEqual({ href: './a', rel: 'noopener' });
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:x', 'data:x', 'vbscript:x', '//x.example', '/\\x.example', 'a b', undefined, null]) {
      expect(linkAttributes(bad)).toBeUndefined();
    }
  });

  it('derives text and cuts it at 220 characters as 217 plus an ellipsis', () => {
    expect(htmlToText('<h3>Title</h3><p>One &amp; two</p>')).toBe('Title One & two');
    const long = 'x'.repeat(300);
    expect(cutText(long)).toBe(`${'x'.repeat(217)}…`);
    expect(cutText('x'.repeat(220))).toBe('x'.repeat(220));
  });
});

describe('the safety check itself', () => {
  it('finds a vector in every raw payload, so a sanitiser that did nothing would fail', () => {
    const missed = XSS_PAYLOADS.filter((p) => executableVectors(p, COACH_ARTICLE_POLICY).length === 0);
    expect(missed).toEqual([]);
  });
});
