import { useSignals } from '@preact/signals-react/runtime';
import { fetchProfile } from '../features/profile';
import { fetchPrs } from '../features/prs';
import { useResource } from '../lib/resource';
import { t } from './home.messages';

// What a recruiter looks for first, in the hero itself: on a phone the hero is the whole first
// screen, and the records section starts a screen further down. The server renders these from the
// same reads as the profile card and the records (one request each, shared), so the first paint
// already has them: nothing moves once the page hydrates.

/** How many marks the hero shows: the featured PRs first, then the others in the family's order. */
const HERO_MARKS = 3;

/** The PRs the hero shows, by distance and time: the featured ones first, at most three. */
function heroMarks<T extends { featured: boolean }>(prs: readonly T[]): T[] {
  return [...prs.filter((p) => p.featured), ...prs.filter((p) => !p.featured)].slice(0, HERO_MARKS);
}

/** The line under the name: the class (when the subtitle does not already say it), the school, the town. */
function schoolLine(p: { graduationYear?: number; highSchool?: string; city?: string; state?: string }, subtitle: string): string {
  const year = p.graduationYear && !subtitle.includes(String(p.graduationYear)) ? t('hero.classOf', { year: p.graduationYear }) : '';
  const town = [p.city, p.state].filter(Boolean).join(', ');
  return [year, p.highSchool, town].filter(Boolean).join(' · ');
}

/** The hero's school line and best marks; nothing while they load or when the site has none. */
export function HeroFacts(props: { subtitle: string }) {
  useSignals();
  const profile = useResource('profile', fetchProfile, 60_000);
  const prs = useResource('prs', fetchPrs);
  const line = profile.status === 'loaded' ? schoolLine(profile.data, props.subtitle) : '';
  const marks = prs.status === 'loaded' ? heroMarks(prs.data) : [];
  return (
    <>
      {line && <p className="hero__school">{line}</p>}
      {marks.length > 0 && (
        <ul className="hero__marks" aria-label={t('hero.marks')}>
          {marks.map((pr) => (
            <li key={pr.id}>
              <span className="hero__mark-event">{pr.distance}</span>
              <span className="hero__mark-time mono">{pr.timeStr}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
