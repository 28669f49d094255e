import type { PublicProfile } from '../../../src/features/profile/profile.schema';
import { locale, type Locale } from '../../lib/i18n/i18n';
import { t as factName } from '../../../src/shared/profile-facts.messages';
import { t } from './profile.messages';

/** One line of the profile card: a label and its value. */
export interface ProfileFact {
  label: string;
  value: string;
  href?: string;
}

const join = (parts: Array<string | undefined>, sep: string) => parts.filter(Boolean).join(sep) || undefined;

/** A contact person as one line: name, then e-mail and phone. */
function contactLine(c: { name?: string; email?: string; phone?: string; role?: string } | undefined): ProfileFact | undefined {
  if (!c) return undefined;
  const who = join([c.name, c.role ? `(${c.role})` : undefined], ' ');
  const value = join([who, c.email, c.phone], ' · ');
  if (!value) return undefined;
  return { label: '', value, href: c.email ? `mailto:${c.email}` : c.phone ? `tel:${c.phone.replace(/[^\d+]/g, '')}` : undefined };
}

/** The card's lines in reading order, each only when it has a value (empty facts are hidden), labelled in the UI's language. */
export function profileFacts(p: PublicProfile, lang: Locale = locale.value): ProfileFact[] {
  const label = (key: Parameters<typeof t>[0]) => t(key, {}, lang);
  const fact = (key: Parameters<typeof factName>[0]) => factName(key, {}, lang);
  const rows: Array<ProfileFact | undefined> = [
    p.graduationYear ? { label: fact('classOf'), value: String(p.graduationYear) } : undefined,
    p.highSchool ? { label: fact('highSchool'), value: p.highSchool } : undefined,
    join([p.city, p.state], ', ') ? { label: fact('home'), value: join([p.city, p.state], ', ') ?? '' } : undefined,
    p.events?.length ? { label: fact('events'), value: p.events.join(', ') } : undefined,
    join([p.height, p.weight], ' · ') ? { label: fact(p.weight ? 'heightWeight' : 'height'), value: join([p.height, p.weight], ' · ') ?? '' } : undefined,
    p.gpa ? { label: fact('gpa'), value: p.gpa } : undefined,
    p.testScores ? { label: fact('testScores'), value: p.testScores } : undefined,
    p.intendedMajor ? { label: fact('major'), value: p.intendedMajor } : undefined,
    p.ncaaId ? { label: label('fact.ncaaId'), value: p.ncaaId } : undefined,
  ];
  const recruit = contactLine(p.recruitContact);
  if (recruit) rows.push({ ...recruit, label: label('fact.recruiting') });
  const coach = contactLine(p.coachContact);
  if (coach) rows.push({ ...coach, label: label('fact.coach') });
  return rows.filter((r): r is ProfileFact => r !== undefined);
}
