import { useResource } from '../../lib/resource';
import { fetchProfile } from './profile.api';
import { profileFacts } from './profile-facts';
import { t } from './profile.messages';

/**
 * The "Athlete profile" card of the home page: the facts a college coach reads first, as a compact
 * list that fits a phone screen. Nothing at all when no fact is filled in, or while it loads.
 */
export function ProfileCard() {
  const state = useResource('profile', fetchProfile, 60_000);
  if (state.status !== 'loaded') return null;
  const facts = profileFacts(state.data);
  if (!facts.length) return null;
  return (
    <section className="profile-card" id="profile" aria-labelledby="profile-card-title">
      <h2 id="profile-card-title">{t('card.title')}</h2>
      <dl>
        {facts.map((f) => (
          <div key={f.label} className="profile-card-row">
            <dt>{f.label}</dt>
            <dd>{f.href ? <a href={f.href}>{f.value}</a> : f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
