// Readings of what the family wrote, shared by the charts, the structured data, the résumé and the
// page metadata: the class year a hero subtitle names, and a sanitised article as plain text.

/** The graduation year a subtitle like "Class of 2027 · Distance runner" ("Promotion 2027 · …") names, if any. */
export function classYearOf(subtitle: string): string | undefined {
  return /\b(?:class of|promotion) (\d{4})\b/i.exec(subtitle)?.[1];
}

/** HTML (a sanitised coach note) as plain text, its whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
