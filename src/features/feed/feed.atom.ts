import { escapeXml, xmlSafe } from '../../shared/xml';

// An Atom 1.0 document (RFC 4287) from plain entries: the feed's id, title, updated, author and
// links, each entry's id, title, updated, link and summary. Text is escaped, and characters XML
// forbids are removed (one stray control character would make the whole feed unreadable).

/** One entry of the feed. */
export interface FeedEntry {
  /** A permanent IRI (the item's page on the site). */
  id: string;
  title: string;
  /** RFC 3339 (an ISO time). */
  updated: string;
  published?: string;
  /** The page a reader opens. */
  link: string;
  summary?: string;
  /** What it is (race, pr, press), as an Atom category. */
  category: string;
}

/** The feed itself. */
export interface Feed {
  lang: string;
  /** The site's address: the feed's id and its alternate link. */
  origin: string;
  title: string;
  subtitle: string;
  author: string;
  /** The newest entry's time, else the site's last change. */
  updated: string;
  entries: readonly FeedEntry[];
}

/** Text for XML content and attribute values. */
const x = (s: string) => escapeXml(xmlSafe(s));

/** Renders the feed as Atom 1.0. */
export function renderAtom(feed: Feed): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(feed.lang)}">`,
    `  <id>${x(`${feed.origin}/`)}</id>`,
    `  <title type="text">${x(feed.title)}</title>`,
    `  <subtitle type="text">${x(feed.subtitle)}</subtitle>`,
    `  <updated>${x(feed.updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${x(`${feed.origin}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${x(`${feed.origin}/`)}"/>`,
    `  <author><name>${x(feed.author)}</name><uri>${x(`${feed.origin}/`)}</uri></author>`,
    ...feed.entries.flatMap((e) => [
      '  <entry>',
      `    <id>${x(e.id)}</id>`,
      `    <title type="text">${x(e.title)}</title>`,
      `    <updated>${x(e.updated)}</updated>`,
      ...(e.published ? [`    <published>${x(e.published)}</published>`] : []),
      `    <link rel="alternate" type="text/html" href="${x(e.link)}"/>`,
      `    <category term="${x(e.category)}"/>`,
      ...(e.summary ? [`    <summary type="text">${x(e.summary)}</summary>`] : []),
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}
