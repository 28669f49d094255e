import type { PublicProfile } from '../../../src/features/profile/profile.schema';

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

/** The card's lines in reading order, each only when it has a value (empty facts are hidden). */
export function profileFacts(p: PublicProfile): ProfileFact[] {
  const rows: Array<ProfileFact | undefined> = [
    p.graduationYear ? { label: 'Class of', value: String(p.graduationYear) } : undefined,
    p.highSchool ? { label: 'High school', value: p.highSchool } : undefined,
    join([p.city, p.state], ', ') ? { label: 'Home', value: join([p.city, p.state], ', ') ?? '' } : undefined,
    p.events?.length ? { label: 'Events', value: p.events.join(', ') } : undefined,
    join([p.height, p.weight], ' · ') ? { label: p.weight ? 'Height · weight' : 'Height', value: join([p.height, p.weight], ' · ') ?? '' } : undefined,
    p.gpa ? { label: 'GPA', value: p.gpa } : undefined,
    p.testScores ? { label: 'Test scores', value: p.testScores } : undefined,
    p.intendedMajor ? { label: 'Intended major', value: p.intendedMajor } : undefined,
    p.ncaaId ? { label: 'NCAA ID', value: p.ncaaId } : undefined,
  ];
  const recruit = contactLine(p.recruitContact);
  if (recruit) rows.push({ ...recruit, label: 'Recruiting contact' });
  const coach = contactLine(p.coachContact);
  if (coach) rows.push({ ...coach, label: 'Coach' });
  return rows.filter((r): r is ProfileFact => r !== undefined);
}
