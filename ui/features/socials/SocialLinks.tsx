import type { ReactNode } from 'react';
import { Section } from '../../components/Section';
import { ErrorState, Loading } from '../../components/states';
import { isSafeHref } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { EmptyBody, EmptySection } from '../../components/EmptySection';
import { isShownSocial } from './socials-part';
import { fetchSocials, type SocialLink } from './socials.api';
import { t } from './socials.messages';
import { SOCIALS_PART } from './socials-part';

// Each platform's mark (simple outlines drawn for this site) and its colours.
const ICONS: Record<string, string> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.3 4.4 5 4.7',
  strava: 'M10 3 4.5 14h3.4L10 9.8 12.1 14h3.4L10 3Zm5.5 11-1.7 3.4-1.7-3.4h-2.4l4.1 8 4.1-8h-2.4Z',
  x: 'M4 4l16 16M20 4 4 20',
  youtube: 'M3.5 8.2c.2-1.6 1.4-2.8 3-2.9C8.3 5.1 10.1 5 12 5s3.7.1 5.5.3c1.6.1 2.8 1.3 3 2.9.2 1.3.3 2.5.3 3.8s-.1 2.5-.3 3.8c-.2 1.6-1.4 2.8-3 2.9-1.8.2-3.6.3-5.5.3s-3.7-.1-5.5-.3c-1.6-.1-2.8-1.3-3-2.9-.2-1.3-.3-2.5-.3-3.8s.1-2.5.3-3.8ZM10 9v6l5-3-5-3Z',
  custom: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};
const COLORS: Record<string, [string, string]> = {
  instagram: ['#f58529', '#dd2a7b'],
  tiktok: ['#111827', '#25f4ee'],
  strava: ['#fc4c02', '#f97316'],
  x: ['#111827', '#374151'],
  youtube: ['#ff0000', '#b91c1c'],
};
const LABELS: Record<string, string> = { instagram: 'Instagram', tiktok: 'TikTok', strava: 'Strava', x: 'X', youtube: 'YouTube' };
const SAFE_GRADIENT = /^linear-gradient\(\s*(\d{1,3}deg\s*,\s*)?#[0-9a-f]{3,8}(\s+\d{1,3}%)?\s*(,\s*#[0-9a-f]{3,8}(\s+\d{1,3}%)?\s*){1,3}\)$/i;

/** The background of a link's badge: its own gradient when it is a plain CSS gradient, else the platform's. */
function badgeBackground(link: SocialLink): string {
  if (link.gradient && SAFE_GRADIENT.test(link.gradient.trim())) return link.gradient.trim();
  const [a, b] = COLORS[link.platform] ?? ['var(--grad-from)', 'var(--grad-via)'];
  return `linear-gradient(135deg, ${a}, ${b})`;
}

/** A platform's icon. */
function SocialIcon(props: { platform: string }) {
  const d = ICONS[props.platform] ?? ICONS.custom!;
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** The social links, cached with the default stale time. */
export const useSocials = () => useResource('socials', fetchSocials);

/** The social links as a list of large tappable cards. */
export function SocialList() {
  const socials = useSocials();
  if (socials.status === 'loading') return <Loading height={120} />;
  if (socials.status === 'error') return <ErrorState message={t('failed')} onRetry={socials.reload} />;
  const links = socials.data.filter((l) => isShownSocial(l) && isSafeHref(l.url));
  if (links.length === 0) return <EmptyBody part={SOCIALS_PART} />;
  return (
    <ul className="social-list" role="list">
      {links.map((l) => {
        const platform = LABELS[l.platform] ?? (l.name || t('link'));
        return (
          <li key={l.id}>
            <a className="social-link" href={l.url} target="_blank" rel="noopener noreferrer me">
              <span className="social-link__badge" style={{ background: badgeBackground(l) }}>
                <SocialIcon platform={l.iconKey && ICONS[l.iconKey] ? l.iconKey : l.platform} />
              </span>
              <span className="social-link__text">
                <span className="social-link__name">{l.name || platform}</span>
                {l.handle && <span className="social-link__handle">{l.handle}</span>}
              </span>
              <span className="social-link__arrow" aria-hidden="true">
                ↗
              </span>
              <span className="sr-only"> {l.name && l.name !== platform ? t('onPlatform', { platform }) + ' ' : ''}{t('newTab')}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Home section: the social links under the socials title and subtitle. */
export function SocialsSection(props: { title: ReactNode; lead?: ReactNode }) {
  const socials = useSocials();
  if (socials.status === 'loaded' && !socials.data.some(isShownSocial)) return <EmptySection part={SOCIALS_PART} id="socials" title={props.title} />;
  return (
    <Section id="socials" title={props.title} lead={props.lead}>
      <SocialList />
    </Section>
  );
}
