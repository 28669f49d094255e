import { describe, expect, it } from 'vitest';
import { composeCoachEmail, ordinal, placeOrdinal, type CoachEmailInput } from './coach-email';

const FULL: CoachEmailInput = {
  name: 'Mia Torres',
  graduationYear: 2027,
  highSchool: 'Lincoln High School',
  city: 'Portland',
  state: 'OR',
  events: ['1600m', '3200m', '5K XC'],
  prs: [
    { distance: '1600m', timeStr: '4:58.20', date: '2026-04-18', place: 'Eugene, OR' },
    { distance: '3200m', timeStr: '10:41.05' },
  ],
  races: [
    { title: 'District Champs', date: '2026-05-09', distance: '3200m', place: 'Salem, OR', timeStr: '10:41.05', position: 3, fieldSize: 24 },
    { title: 'Spring Invite', date: '2026-04-18', distance: '1600m', place: 'Eugene, OR', timeStr: '4:58.20' },
  ],
  upcoming: [{ title: 'State Championships', location: 'Hayward Field, Eugene', eventAt: '2026-05-30T12:00:00.000Z' }],
  siteUrl: 'https://mia.example.com/?via=stanford-xc',
  resumeUrl: 'https://mia.example.com/resume',
  program: 'Stanford XC',
};

describe('coach e-mail', () => {
  it('names the athlete, the class, the top PRs and the program in the subject', () => {
    expect(composeCoachEmail(FULL).subject).toBe('Mia Torres – Class of 2027 – 1600m 4:58.20, 3200m 10:41.05 – interest in Stanford XC');
  });

  it('writes the plain body: introduction, PR table, latest race by date, next meets, links and the name', () => {
    expect(composeCoachEmail(FULL).text).toBe(
      [
        'Dear Coach,',
        '',
        'My name is Mia Torres, Class of 2027 at Lincoln High School (Portland, OR). I race the 1600m, 3200m, and 5K XC. I am very interested in Stanford XC and would love to learn more about your program.',
        '',
        'Personal records',
        '  1600m  4:58.20   Apr 18, 2026, Eugene, OR',
        '  3200m  10:41.05',
        '',
        'Latest race',
        '  District Champs – 3200m in 10:41.05 (3rd of 24), May 9, 2026, Salem, OR',
        '',
        'Next meets',
        '  - State Championships – May 30, 2026, Hayward Field, Eugene',
        '',
        'Résumé: https://mia.example.com/resume',
        'Results, videos and more: https://mia.example.com/?via=stanford-xc',
        '',
        'Thank you for your time,',
        'Mia Torres',
      ].join('\n'),
    );
  });

  it('leaves out what the site does not have, and never invents a name or a contact', () => {
    const email = composeCoachEmail({ name: '', prs: [], races: [], upcoming: [], siteUrl: 'https://x.example/', resumeUrl: 'https://x.example/resume' });
    expect(email.subject).toBe('Distance runner');
    expect(email.text).toBe(
      ['Dear Coach,', '', 'I am a distance runner. I am very interested in your program and would love to learn more about it.', '', 'Résumé: https://x.example/resume', 'Results, videos and more: https://x.example/', '', 'Thank you for your time,'].join('\n'),
    );
    expect(email.text).not.toMatch(/@|phone|undefined|null|\[/i);
    expect(email.html).not.toMatch(/Personal records|Latest race|Next meets|undefined/);
  });

  it('lists at most six PRs and three meets', () => {
    const prs = Array.from({ length: 9 }, (_, i) => ({ distance: `${i + 1}K`, timeStr: `${10 + i}:00` }));
    const upcoming = Array.from({ length: 5 }, (_, i) => ({ title: `Meet ${i + 1}`, location: 'Track', eventAt: `2026-06-0${i + 1}T12:00:00.000Z` }));
    const { text } = composeCoachEmail({ ...FULL, prs, upcoming });
    expect(text).toContain('6K');
    expect(text).not.toContain('7K');
    expect(text).toContain('Meet 3');
    expect(text).not.toContain('Meet 4');
  });

  it('escapes every value in the HTML and links the résumé and the site', () => {
    const email = composeCoachEmail({ ...FULL, name: '<img src=x onerror=alert(1)>', program: 'A & "B"', prs: [{ distance: '<b>5K</b>', timeStr: '15:38' }] });
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>5K');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('A &amp; &quot;B&quot;');
    expect(email.html).toContain('<a href="https://mia.example.com/resume">https://mia.example.com/resume</a>');
    expect(email.html).toContain('<a href="https://mia.example.com/?via=stanford-xc">');
  });

  it('gives the PDF between the résumé and the site when it has one, in both languages', () => {
    const pdfUrl = 'https://mia.example.com/resume.pdf?via=stanford-xc';
    const email = composeCoachEmail({ ...FULL, resumeUrl: 'https://mia.example.com/resume?via=stanford-xc', pdfUrl });
    expect(email.text).toContain(`Résumé: https://mia.example.com/resume?via=stanford-xc\nRésumé as a PDF: ${pdfUrl}\nResults, videos and more: `);
    expect(email.html).toContain(`<a href="${pdfUrl}">${pdfUrl}</a>`);
    expect(composeCoachEmail({ ...FULL, pdfUrl }, 'fr').text).toContain(`CV sportif en PDF : ${pdfUrl}`);
    expect(composeCoachEmail(FULL).text).not.toContain('PDF');
  });

  it('makes a mailto: link whose subject and body decode back to the e-mail, line breaks as CRLF', () => {
    const email = composeCoachEmail(FULL);
    const url = new URL(email.mailto);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('');
    expect(email.mailto).not.toMatch(/[ \n]/);
    expect(url.searchParams.get('subject')).toBe(email.subject);
    expect(url.searchParams.get('body')).toBe(email.text.replace(/\n/g, '\r\n'));
  });

  it('writes ordinals the English way', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th']);
  });

  it('writes the e-mail in French for an admin who reads French', () => {
    const email = composeCoachEmail({ ...FULL, highSchool: 'Lycée Victor-Hugo', city: 'Lyon', state: '', program: 'Stanford XC' }, 'fr');
    expect(email.subject).toBe('Mia Torres – Promotion 2027 – 1600m 4:58.20, 3200m 10:41.05 – intérêt pour Stanford XC');
    expect(email.text).toBe(
      [
        'Bonjour,',
        '',
        'Je m’appelle Mia Torres, promotion 2027, Lycée Victor-Hugo (Lyon). Mes épreuves : 1600m, 3200m et 5K XC. Stanford XC m’intéresse beaucoup et j’aimerais en savoir plus sur votre programme.',
        '',
        'Records personnels',
        '  1600m  4:58.20   18 avr. 2026, Eugene, OR',
        '  3200m  10:41.05',
        '',
        'Dernière course',
        '  District Champs – 3200m en 10:41.05 (3e sur 24), 9 mai 2026, Salem, OR',
        '',
        'Prochaines compétitions',
        '  - State Championships – 30 mai 2026, Hayward Field, Eugene',
        '',
        'CV sportif : https://mia.example.com/resume',
        'Résultats, vidéos et plus encore : https://mia.example.com/?via=stanford-xc',
        '',
        'Merci de votre attention,',
        'Mia Torres',
      ].join('\n'),
    );
    expect(email.html).toContain('<p>CV sportif : <a href="https://mia.example.com/resume">https://mia.example.com/resume</a><br>');
    expect(email.html).not.toMatch(/Dear Coach|Personal records|Latest race|Next meets|Thank you/);
    const bare = composeCoachEmail({ name: '', prs: [], races: [], upcoming: [], siteUrl: 'https://x.example/', resumeUrl: 'https://x.example/resume' }, 'fr');
    expect(bare.subject).toBe('Athlète de demi-fond et fond');
    expect(bare.text.split('\n')[2]).toBe('Je pratique le demi-fond et le fond. Votre programme m’intéresse beaucoup et j’aimerais en savoir plus.');
  });

  it('writes finishing places the French way', () => {
    expect([1, 2, 3, 11, 21].map((n) => placeOrdinal(n, 'fr'))).toEqual(['1er', '2e', '3e', '11e', '21e']);
    expect(placeOrdinal(23, 'en')).toBe('23rd');
  });
});
