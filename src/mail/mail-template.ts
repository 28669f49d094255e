// Every e-mail the site sends has one shape, written twice: plain text (what a careful mail client
// shows, and what spam filters read first) and simple HTML (inline styles only: mail clients drop
// stylesheets), in the site's language. Everything put in is text: visitors' words (a contact
// message, a name) are escaped in the HTML and never become markup or links.

/** An e-mail ready for the outbox: its subject and its two bodies. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A link written out in full in the text part, as a button or a link in the HTML part. */
export interface MailLink {
  label: string;
  url: string;
}

/** What an e-mail says. */
export interface MailBody {
  /** The language of the HTML (`<html lang>`). */
  lang: string;
  /** The heading. */
  title: string;
  /** Paragraphs of text. */
  paragraphs: readonly string[];
  /** Someone else's words, set apart (a contact message). */
  quote?: string;
  /** A list (a digest's lines), each with its own link when it has one. */
  items?: ReadonlyArray<{ text: string; link?: MailLink }>;
  /** The one thing to do. */
  button?: MailLink;
  /** The small print: why this e-mail came, how to stop it. */
  footer: readonly string[];
  /** A link in the small print (change what you get, unsubscribe). */
  footerLink?: MailLink;
}

/** Text made safe inside HTML text and quoted attributes. */
function escapeMailHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** A subject on one line (a line break in a header would end it), at most 200 characters. */
function mailSubject(s: string): string {
  const line = s.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** Only web addresses become links. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

const html = (s: string) => escapeMailHtml(s).replace(/\r?\n/g, '<br>');

/** Renders an e-mail's subject and bodies. */
export function renderMail(subject: string, body: MailBody): MailContent {
  const text = [
    body.title,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.quote ? [body.quote.split(/\r?\n/).map((l) => `> ${l}`).join('\n'), ''] : []),
    ...(body.items?.length ? [body.items.map((i) => `- ${i.text}${i.link && isWebUrl(i.link.url) ? `\n  ${i.link.url}` : ''}`).join('\n'), ''] : []),
    ...(body.button && isWebUrl(body.button.url) ? [`${body.button.label}: ${body.button.url}`, ''] : []),
    '-- ',
    ...body.footer,
    ...(body.footerLink && isWebUrl(body.footerLink.url) ? [`${body.footerLink.label}: ${body.footerLink.url}`] : []),
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933">${html(s)}</p>`;
  const link = (l: MailLink, style: string) => (isWebUrl(l.url) ? `<a href="${escapeMailHtml(l.url)}" style="${style}">${html(l.label)}</a>` : html(l.label));
  const parts = [
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#111827">${html(body.title)}</h1>`,
    ...body.paragraphs.map(p),
    body.quote ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #d1d5db;background:#f9fafb;font-size:15px;line-height:1.5;color:#374151">${html(body.quote)}</blockquote>` : '',
    body.items?.length
      ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.6;color:#1f2933">${body.items.map((i) => `<li>${i.link ? link({ label: i.text, url: i.link.url }, 'color:#1d4ed8') : html(i.text)}</li>`).join('')}</ul>`
      : '',
    body.button ? `<p style="margin:24px 0">${link(body.button, 'display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none')}</p>` : '',
    `<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0 12px">`,
    ...body.footer.map((f) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#6b7280">${html(f)}</p>`),
    body.footerLink ? `<p style="margin:0 0 8px;font-size:13px;line-height:1.5">${link(body.footerLink, 'color:#6b7280')}</p>` : '',
  ].filter(Boolean);
  const page = `<!doctype html><html lang="${escapeMailHtml(body.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeMailHtml(mailSubject(subject))}</title></head><body style="margin:0;padding:24px;background:#ffffff;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"><div style="max-width:560px;margin:0 auto">${parts.join('')}</div></body></html>`;
  return { subject: mailSubject(subject), text, html: page };
}
