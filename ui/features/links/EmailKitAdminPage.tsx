import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { ownSettingsText } from '../../../src/features/settings/settings.defaults';
import { ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { loadFailedText } from '../admin/list-editor';
import { copyText, Field, useNotice } from '../admin/kit';
import { fetchProfile } from '../profile/profile.api';
import { fetchPrs } from '../prs/prs.api';
import { fetchRaces } from '../races/races.api';
import { fetchAdminSettings } from '../settings/settings-admin.api';
import { fetchUpcoming } from '../upcoming/upcoming.api';
import { copyRichText } from './clipboard';
import { composeCoachEmail, type CoachEmailInput } from './coach-email';
import { fetchAdminLinks, linkUrl, type AdminLink } from './links-admin.api';

/** The résumé page's path (served by the résumé feature). */
const RESUME_PATH = '/resume';

/** Everything the kit is built from but the chosen link: what visitors of the site can see. */
type KitData = { facts: Omit<CoachEmailInput, 'siteUrl' | 'resumeUrl' | 'program'>; links: AdminLink[] };

async function loadKit(): Promise<KitData> {
  const [settings, profile, prs, races, upcoming, links] = await Promise.all([fetchAdminSettings(), fetchProfile(), fetchPrs(), fetchRaces(), fetchUpcoming(3), fetchAdminLinks()]);
  return {
    facts: {
      name: ownSettingsText(settings, 'heroTitle'),
      graduationYear: profile.graduationYear,
      highSchool: profile.highSchool,
      city: profile.city,
      state: profile.state,
      events: profile.events,
      prs: prs.map((p) => ({ distance: p.distance, timeStr: p.timeStr, date: p.date, place: p.place ?? p.location })),
      races,
      upcoming,
    },
    links,
  };
}

/** `/admin/email-kit`: a ready e-mail for college coaches, built from the site's data, to copy or open in a mail app. */
export function EmailKitAdminPage() {
  usePageMeta('Coach e-mail · Admin');
  const [data, setData] = useState<KitData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [linkId, setLinkId] = useState('');
  const [notice, notify] = useNotice();
  const previewId = useId();

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setData(await loadKit());
    } catch (err) {
      setLoadError(loadFailedText('Failed to load the site data: ...', err));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const link = data?.links.find((l) => String(l.id) === linkId);
  const email = useMemo(
    () => data && composeCoachEmail({ ...data.facts, siteUrl: linkUrl(link?.path ?? '/'), resumeUrl: linkUrl(RESUME_PATH), program: link?.label }),
    [data, link],
  );

  const copyBody = async () => {
    if (!email) return;
    const outcome = await copyRichText(email.text, email.html);
    notify(
      outcome === 'rich'
        ? { kind: 'ok', text: 'E-mail copied, formatted and as plain text. Paste it into a new message.' }
        : outcome === 'plain'
          ? { kind: 'ok', text: 'E-mail copied as plain text.' }
          : { kind: 'error', text: 'Copy failed: select the preview and copy it by hand.' },
    );
  };
  const copySubject = async () => {
    if (!email) return;
    notify((await copyText(email.subject)) ? { kind: 'ok', text: 'Subject copied.' } : { kind: 'error', text: 'Copy failed: select the subject and copy it by hand.' });
  };

  return (
    <>
      <h1>Coach e-mail</h1>
      <p className="page-lead">A first e-mail to a college coach, written from what the site shows: PRs, the latest race, the next meets, the résumé and the site. Copy it into your mail program and add the coach's address there.</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={() => void load()} retryLabel="Retry" />}
      {!data && !loadError && <Loading />}
      {data && email && (
        <div className="email-kit">
          <div className="panel email-kit__controls">
            <Field label="Site link" hint={data.links.length ? 'Pick the program’s own link to see its visits under College links.' : 'Create a link per program under College links to count its visits.'}>
              <select value={linkId} onChange={(e) => setLinkId(e.target.value)}>
                <option value="">The site’s address (no program)</option>
                {data.links.map((l) => (
                  <option key={l.id} value={String(l.id)}>
                    {l.label} ({l.code})
                  </option>
                ))}
              </select>
            </Field>
            <div className="row-actions email-kit__actions">
              <button type="button" className="btn btn--primary" onClick={() => void copyBody()}>
                Copy e-mail
              </button>
              <button type="button" className="btn" onClick={() => void copySubject()}>
                Copy subject
              </button>
              <a className="btn btn--ghost" href={email.mailto}>
                Open in mail app
              </a>
            </div>
          </div>
          <section className="panel email-kit__preview" aria-labelledby={previewId}>
            <h2 id={previewId}>Preview</h2>
            <p className="email-kit__subject">
              <span className="muted">Subject:</span> <strong>{email.subject}</strong>
            </p>
            {/* Our own markup: every value in it is escaped by composeCoachEmail (see its test). */}
            <div className="article-preview email-kit__body" aria-label="E-mail body" dangerouslySetInnerHTML={{ __html: email.html }} />
          </section>
        </div>
      )}
    </>
  );
}
