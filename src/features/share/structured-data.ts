import type { Graph, Person, Review, SportsEvent, SportsTeam } from 'schema-dts';
import { absoluteUrl } from '../../http/page-meta';
import { classYearOf } from '../../shared/athlete-text';

// The home page's JSON-LD: who the athlete is, the races they ran and what their coach says, in
// schema.org terms, so a search engine can read the profile without running the app. Types come
// from schema-dts, which the compiler checks against schema.org; the tests check the output
// against the vocabulary file itself.

/** What the structured data of the home page is made from (public data only). */
export interface StructuredDataInput {
  origin: string;
  name: string;
  subtitle: string;
  /** The site's language: the sentences of the descriptions are written in it. */
  lang?: 'en' | 'fr';
  /** The graduation year from the athlete's profile (else the subtitle's "Class of"). */
  gradYear?: string;
  /** The school's team, when the site knows it. */
  school?: string;
  image?: string;
  socialUrls: string[];
  races: Array<{ id: number; title: string; date: string; distance: string; place: string; timeStr: string; photoUrl?: string }>;
  coachNote?: { author: string; text: string; publishedAt?: string };
}

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** The JSON-LD graph of the home page: the Person, their recent races and the coach's review. */
export function buildStructuredData(input: StructuredDataInput): Graph {
  const home = `${input.origin}/`;
  const personId = `${home}#athlete`;
  const year = input.gradYear ?? classYearOf(input.subtitle);
  const team: SportsTeam | undefined = input.school ? { '@type': 'SportsTeam', name: input.school, sport: 'Distance running' } : undefined;
  const person: Person = {
    '@type': 'Person',
    '@id': personId,
    name: input.name,
    description: (input.lang === 'fr'
      ? [`${input.name} pratique la course de fond`, year ? `, promotion ${year} du lycée` : '', input.school ? ` (${input.school})` : '', '.']
      : [`${input.name} is a distance runner`, year ? ` in the high-school class of ${year}` : '', input.school ? ` at ${input.school}` : '', '.']
    ).join(''),
    url: home,
    ...(input.image ? { image: input.image } : {}),
    ...(team ? { affiliation: team, memberOf: team } : {}),
    ...(input.socialUrls.length ? { sameAs: input.socialUrls } : {}),
  };
  // schema.org has no property for an entrant's finishing time, so the result is the event's
  // description, and the athlete is its competitor (a reference to the Person above).
  const races: SportsEvent[] = input.races.map((r) => ({
    '@type': 'SportsEvent',
    name: r.title,
    startDate: r.date,
    url: `${input.origin}/courses/${r.id}`,
    location: { '@type': 'Place', name: r.place },
    sport: 'Distance running',
    competitor: { '@id': personId },
    description: input.lang === 'fr' ? `${input.name} a couru le ${r.distance} en ${r.timeStr}.` : `${input.name} ran ${r.distance} in ${r.timeStr}.`,
    ...(absoluteUrl(input.origin, r.photoUrl) ? { image: absoluteUrl(input.origin, r.photoUrl) } : {}),
  }));
  const note = input.coachNote;
  const review: Review | undefined = note
    ? {
        '@type': 'Review',
        itemReviewed: { '@id': personId },
        author: { '@type': 'Person', name: note.author },
        reviewBody: clip(note.text, 1200),
        url: `${input.origin}/coach`,
        ...(note.publishedAt ? { datePublished: note.publishedAt } : {}),
      }
    : undefined;
  return { '@context': 'https://schema.org', '@graph': [person, ...races, ...(review ? [review] : [])] };
}
