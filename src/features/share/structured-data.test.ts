import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { runDemo } from '../../demo/demo';
import { setTenantHosts } from '../../tenants/tenant-admin';
import { renderIndex } from '../../http/spa';
import { schemaOrgProblems } from '../../test/schema-org';
import { makeTempDir } from '../../test/test-app';
import { classYearOf, plainText } from '../../shared/athlete-text';
import { buildStructuredData } from './structured-data';

const TEMPLATE = '<!doctype html><html lang="en"><head><!--head-meta--><title>x</title><!--/head-meta--></head><body><div id="root"></div></body></html>';
const tmp = makeTempDir();
const pub = makeTempDir('athlete-public-');
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  fs.writeFileSync(path.join(pub.dir, 'index.html'), TEMPLATE);
  await runDemo(tmp.dir, new Date('2026-11-20T12:00:00Z'));
  // The site's name: its structured data's addresses are made from it.
  setTenantHosts(tmp.dir, 'default', { add: ['owen.example.com'] });
  app = await buildApp({ dataDir: tmp.dir, publicDir: pub.dir, logLevel: 'silent' });
});
afterAll(async () => {
  await app.close();
  tmp.cleanup();
  pub.cleanup();
});

/** The JSON-LD blocks of an HTML page, parsed. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { '@context': string; '@graph': Array<Record<string, unknown>> });

describe('structured data of the home page', () => {
  it('describes the demo athlete, races and coach note with schema.org types and properties only', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'owen.example.com' } });
    expect(res.statusCode).toBe(200);
    const blocks = jsonLdOf(res.body);
    expect(blocks).toHaveLength(1);
    const ld = blocks[0]!;
    expect(ld['@context']).toBe('https://schema.org');
    expect(schemaOrgProblems(ld)).toEqual([]);

    const graph = ld['@graph'];
    const person = graph.find((n) => n['@type'] === 'Person')!;
    expect(person).toMatchObject({ '@id': 'http://owen.example.com/#athlete', name: 'Owen Hartley', url: 'http://owen.example.com/' });
    expect(person.description).toContain('class of 2027');
    // The demo's profile names the school: the athlete is a member of its team.
    expect(person.memberOf).toMatchObject({ '@type': 'SportsTeam', name: 'Lincoln High School' });
    expect((person.sameAs as string[]).length).toBeGreaterThan(0);
    expect((person.sameAs as string[]).every((u) => /^https?:\/\//.test(u))).toBe(true);

    const races = graph.filter((n) => n['@type'] === 'SportsEvent');
    expect(races.length).toBeGreaterThan(0);
    for (const r of races) {
      expect(r).toMatchObject({ competitor: { '@id': person['@id'] }, location: { '@type': 'Place' } });
      expect(r.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(r.description).toMatch(/^Owen Hartley ran .+ in \d/);
    }
    const review = graph.find((n) => n['@type'] === 'Review')!;
    expect(review).toMatchObject({ itemReviewed: { '@id': person['@id'] }, author: { '@type': 'Person' } });
    expect(String(review.reviewBody).length).toBeGreaterThan(40);
    expect(String(review.reviewBody)).not.toMatch(/<[a-z]/i);
  });

  it('is not written into other pages', async () => {
    const res = await app.inject({ url: '/prs', headers: { host: 'owen.example.com' } });
    expect(jsonLdOf(res.body)).toEqual([]);
  });
});

describe('buildStructuredData', () => {
  const input = {
    origin: 'https://mia.example.com',
    name: 'Mia </script><script>alert(1)</script>',
    subtitle: 'Class of 2028',
    school: 'Northfield High XC',
    socialUrls: ['https://www.instagram.com/mia.runs'],
    races: [{ id: 7, title: 'State Meet', date: '2026-11-07', distance: '5 km', place: 'Fort Collins', timeStr: '17:42.3', photoUrl: '/media/default/race.jpg' }],
    coachNote: { author: 'Coach Reyes', text: 'Mia is coachable & tough.', publishedAt: '2026-10-01T00:00:00.000Z' },
  };

  it('names the school as a SportsTeam the athlete belongs to, all valid schema.org', () => {
    const ld = buildStructuredData(input);
    expect(schemaOrgProblems(ld)).toEqual([]);
    const person = (ld['@graph'] as unknown as Array<Record<string, unknown>>)[0]!;
    expect(person.affiliation).toEqual({ '@type': 'SportsTeam', name: 'Northfield High XC', sport: 'Distance running' });
    expect(person.memberOf).toEqual(person.affiliation);
    expect(person.description).toBe(`${input.name} is a distance runner in the high-school class of 2028 at Northfield High XC.`);
  });

  it('writes its sentences in the site\'s language, the profile\'s year first', () => {
    const ld = buildStructuredData({ ...input, lang: 'fr', gradYear: '2029', subtitle: 'Promotion 2028' });
    expect(schemaOrgProblems(ld)).toEqual([]);
    const [person, race] = ld['@graph'] as unknown as Array<Record<string, unknown>>;
    expect(person!.description).toBe(`${input.name} pratique la course de fond, promotion 2029 du lycée (Northfield High XC).`);
    expect(race!.description).toBe(`${input.name} a couru le 5 km en 17:42.3.`);
    expect(classYearOf('Promotion 2028 · Athlète de fond')).toBe('2028');
  });

  it('cannot close its script element, whatever the texts hold', () => {
    const html = renderIndex(TEMPLATE, { title: 't', description: 'd', tenantId: 'default', jsonLd: buildStructuredData(input) });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLdOf(html)[0]!['@graph'][0]!.name).toBe(input.name);
  });

  it('is checked by a vocabulary that refuses made-up types and properties', () => {
    expect(schemaOrgProblems({ '@type': 'SportsEvent', name: 'x', finishTime: '17:42' })).toEqual(['$.finishTime: not a schema.org property']);
    expect(schemaOrgProblems({ '@type': 'Person', startDate: '2026-01-01' })).toEqual(['$.startDate: does not apply to Person']);
    expect(schemaOrgProblems({ '@type': 'Runner' })).toEqual(['$: unknown type Runner']);
    expect(schemaOrgProblems({ '@type': 'Person', memberOf: { '@type': 'Place', name: 'x' } })).toEqual(['$.memberOf: Place is not a value memberOf takes']);
  });

  it('reads the class year and plain text', () => {
    expect(classYearOf('Class of 2027 · Distance runner')).toBe('2027');
    expect(classYearOf('Distance runner')).toBeUndefined();
    expect(plainText('<p>Fast &amp; <strong>kind</strong>.</p><p>Next</p>')).toBe('Fast & kind . Next');
  });
});
