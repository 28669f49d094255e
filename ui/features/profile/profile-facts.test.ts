import { beforeAll, describe, expect, it } from 'vitest';
import { loadFrench } from '../../test/french';
import { profileFacts } from './profile-facts';

// French is loaded on demand (the loaders the manifests name), as the app does before it speaks it.
beforeAll(loadFrench);

describe('profile card facts', () => {
  it('lists only filled-in facts, in reading order', () => {
    expect(profileFacts({ graduationYear: 2027, city: 'Portland', state: 'OR', events: ['5K XC', '3200m'] })).toEqual([
      { label: 'Class of', value: '2027' },
      { label: 'Home', value: 'Portland, OR' },
      { label: 'Events', value: '5K XC, 3200m' },
    ]);
    expect(profileFacts({})).toEqual([]);
  });

  it('links a published contact by e-mail, else by phone', () => {
    const facts = profileFacts({ recruitContact: { role: 'parent', name: 'Pat', email: 'pat@example.org' }, coachContact: { name: 'Lee', phone: '+1 (503) 555-0100' } });
    expect(facts).toEqual([
      { label: 'Recruiting contact', value: 'Pat (parent) · pat@example.org', href: 'mailto:pat@example.org' },
      { label: 'Coach', value: 'Lee · +1 (503) 555-0100', href: 'tel:+15035550100' },
    ]);
  });

  it('labels the facts in French', () => {
    expect(profileFacts({ graduationYear: 2027, highSchool: 'Lincoln HS', height: '5\'6"' }, 'fr')).toEqual([
      { label: 'Promotion', value: '2027' },
      { label: 'Lycée', value: 'Lincoln HS' },
      { label: 'Taille', value: '5\'6"' },
    ]);
    expect(profileFacts({ coachContact: { name: 'Lee' } }, 'fr')).toEqual([{ label: 'Entraîneur', value: 'Lee' }]);
  });
});
