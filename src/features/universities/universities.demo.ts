import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { insertUniversity } from './universities.repository';

// Fictional universities, with monogram logos drawn inline and links to example.edu.

/** A monogram logo as an inline SVG image (no file to ship, renders at any size): initials in white on the dark colour, ringed by the second. */
function monogramLogo(initials: string, colorA: string, colorB: string): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'>` +
    `<circle cx='60' cy='60' r='58' fill='${colorB}'/><circle cx='60' cy='60' r='49' fill='${colorA}'/>` +
    `<circle cx='60' cy='60' r='44' fill='none' stroke='#fff' stroke-opacity='.35' stroke-width='1.5'/>` +
    `<text x='60' y='60' dy='.35em' text-anchor='middle' font-family='Georgia,serif' font-weight='700' font-size='${initials.length > 2 ? 30 : 40}' fill='#fff'>${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Seven fictional universities with their colours, monogram logos and some votes. */
export async function seedUniversities(db: Kysely<DB>): Promise<void> {
  const count = await db.selectFrom('university').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return;
  const universities = [
    { name: 'Northridge State University', short: 'NSU', a: '#1e3a8a', b: '#fbbf24', votes: 21 },
    { name: 'Cedar Valley College', short: 'CVC', a: '#065f46', b: '#a7f3d0', votes: 14 },
    { name: 'University of Lakeshore', short: 'UL', a: '#0e7490', b: '#f1f5f9', votes: 17 },
    { name: 'Pinecrest Institute of Technology', short: 'PIT', a: '#7f1d1d', b: '#9ca3af', votes: 9 },
    { name: 'Summit Ridge University', short: 'SRU', a: '#4c1d95', b: '#f59e0b', votes: 12 },
    { name: 'Bayview A&M', short: 'BAM', a: '#9a3412', b: '#fde68a', votes: 7 },
    { name: 'Granite Falls University', short: 'GFU', a: '#111827', b: '#10b981', votes: 5 },
  ];
  for (const [rank, u] of universities.entries()) {
    await insertUniversity(db, {
      name: u.name,
      short: u.short,
      site_url: `https://example.edu/${u.short.toLowerCase()}`,
      logo_url: monogramLogo(u.short, u.a, u.b),
      color_a: u.a,
      color_b: u.b,
      rank,
      vote_count: u.votes,
    });
  }
}
