// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COACH_ARTICLE_POLICY, TRAINING_ARTICLE_POLICY } from '../../src/shared/html-policy';
import { sanitizeCoachArticle, sanitizeTrainingArticle } from '../../src/shared/sanitize';
import { executableVectors } from '../../src/test/html-checks';
import { XSS_PAYLOADS } from '../../src/test/xss-payloads';
import { sanitizeCoachHtml, sanitizeTrainingHtml } from './sanitize';

/** HTML as a browser serialises it, so two sanitisers' outputs compare by meaning, not spelling. */
function normalise(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

// Everyday article markup (what an editor or a paste produces): server and preview must agree.
const ARTICLES = [
  '<h3>Base phase</h3><p>Easy miles, <strong>strides</strong> twice a week and <em>patience</em>.</p>',
  '<div>Pasted from a doc</div><div><br></div><div>Second line</div>',
  '<div><p>Wrapped</p><p>paragraphs</p></div>',
  '<section><h2>Title</h2><p>Body</p></section>',
  '<p><b>Bold</b> and <i>italic</i> and <span style="color:red">red</span></p>',
  '<ul><li>One</li><li>Two <a href="https://example.org/x">link</a></li></ul><ol><li>First</li></ol>',
  '<blockquote>He never skips the cool-down.</blockquote><p>Relative <a href="/races/2">race</a> and <a href="#top">anchor</a>.</p>',
  '<h1>Big</h1><h4>Small</h4><h5>Smaller</h5><h6>Smallest</h6>',
  '<p>Line<br>break</p><p> </p><p>Tom &amp; Jerry &lt;3</p>',
  '<table><tr><td>Week 1</td><td>60 km</td></tr></table>',
  '<p onclick="x()">Handler</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example"></iframe>',
  '<p><a href="javascript:alert(1)">bad link</a> <a href="mailto:a@example.com">mail</a></p>',
];

describe.each([
  ['coach', COACH_ARTICLE_POLICY, sanitizeCoachHtml, sanitizeCoachArticle],
  ['training', TRAINING_ARTICLE_POLICY, sanitizeTrainingHtml, sanitizeTrainingArticle],
] as const)('%s preview sanitiser (DOMPurify)', (_name, policy, preview, server) => {
  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves no executable vector in %s', (payload) => {
    expect(executableVectors(preview(payload), policy)).toEqual([]);
  });

  it.each(ARTICLES.map((a) => [a]))('matches the server on %s', (html) => {
    expect(normalise(preview(html))).toBe(normalise(server(html)));
  });
});
