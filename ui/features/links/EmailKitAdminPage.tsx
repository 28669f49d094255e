import { useId, useMemo, useState } from 'react';
import { ownSettingsText } from '../../../src/shared/settings-defaults';
import { ErrorState, Loading } from '../../components/states';
import { usePageMeta } from '../../lib/page';
import { useLoaded } from '../../admin-kit/list-editor';
import { t as tAdmin } from '../../admin-kit/admin-kit.messages';
import { copyText, Field, useNotice } from '../../admin-kit/kit';
import { fetchProfile } from '../profile';
import { fetchPrs } from '../prs';
import { fetchRaces } from '../races';
import { addCollegeNote, fetchColleges, type AdminCollege } from '../colleges';
import { fetchAdminSettings } from '../settings';
import { fetchUpcoming } from '../upcoming';
import { copyRichText } from './clipboard';
import { composeCoachEmail, type CoachEmailInput } from './coach-email';
import { fetchAdminLinks, linkUrl, type AdminLink } from './links-admin.api';
import { t } from './links-admin.messages';

/** The résumé page's path and its PDF (served by the résumé feature). */
const RESUME_PATH = '/resume';
const RESUME_PDF_PATH = '/resume.pdf';

/** Everything the kit is built from but the chosen link: what visitors of the site can see, the links and the programs of the board. */
type KitData = { facts: Omit<CoachEmailInput, 'siteUrl' | 'resumeUrl' | 'pdfUrl' | 'program'>; links: AdminLink[]; colleges: AdminCollege[] };

/** A path with a link's code, so the coach's visits to the résumé and the PDF count for the link too. */
const withCode = (path: string, link: AdminLink | undefined) => (link ? `${path}?via=${encodeURIComponent(link.code)}` : path);

async function loadKit(): Promise<KitData> {
  const [settings, profile, prs, races, upcoming, links, colleges] = await Promise.all([
    fetchAdminSettings(),
    fetchProfile(),
    fetchPrs(),
    fetchRaces(),
    fetchUpcoming(3),
    fetchAdminLinks(),
    fetchColleges(),
  ]);
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
    colleges,
  };
}

// Not a list: one e-mail composed from what the site shows, so it is not on the list editor; it
// reads its data through the admin kit's useLoaded like the list screens do.

/** `/admin/email-kit`: a ready e-mail for college coaches, built from the site's data, to copy or open in a mail app. */
export function EmailKitAdminPage() {
  usePageMeta(t('kit.meta'));
  const { data, loadError, reload: load } = useLoaded({ load: loadKit, loadFailed: t('kit.loadFailed') });
  const [linkId, setLinkId] = useState('');
  const [notice, notify] = useNotice();
  const previewId = useId();

  const link = data?.links.find((l) => String(l.id) === linkId);
  // The program of the board the chosen link belongs to: an e-mail taken from the kit goes on its timeline.
  const college = link ? data?.colleges.find((c) => c.linkId === link.id) : undefined;
  const [noted, setNoted] = useState<ReadonlySet<string>>(() => new Set());
  const email = useMemo(
    () =>
      data &&
      composeCoachEmail({
        ...data.facts,
        siteUrl: linkUrl(link?.path ?? '/'),
        resumeUrl: linkUrl(withCode(RESUME_PATH, link)),
        pdfUrl: linkUrl(withCode(RESUME_PDF_PATH, link)),
        program: link?.label,
      }),
    [data, link],
  );

  /** Notes the e-mail on the program's timeline, once per program and subject while the page is open. */
  const noteOnTimeline = async (): Promise<string | null> => {
    if (!college || !email) return null;
    const key = `${college.id}\n${email.subject}`;
    if (noted.has(key)) return null;
    try {
      await addCollegeNote(college.id, { kind: 'email', text: t('kit.timelineNote', { subject: email.subject }) });
      setNoted((s) => new Set(s).add(key));
      return t('kit.noted', { program: college.name });
    } catch {
      return t('kit.noteFailed', { program: college.name });
    }
  };

  const copyBody = async () => {
    if (!email) return;
    const outcome = await copyRichText(email.text, email.html);
    if (outcome === 'failed') return notify({ kind: 'error', text: t('kit.copyFailed') });
    const timeline = await noteOnTimeline();
    notify({ kind: 'ok', text: [outcome === 'rich' ? t('kit.copiedRich') : t('kit.copiedPlain'), timeline].filter(Boolean).join(' ') });
  };
  const openMail = () => {
    void noteOnTimeline().then((timeline) => timeline && notify({ kind: 'ok', text: timeline }));
  };
  const copySubject = async () => {
    if (!email) return;
    notify((await copyText(email.subject)) ? { kind: 'ok', text: t('kit.subjectCopied') } : { kind: 'error', text: t('kit.subjectCopyFailed') });
  };

  return (
    <>
      <h1>{t('kit.title')}</h1>
      <p className="page-lead">{t('kit.lead')}</p>
      {notice}
      {loadError && <ErrorState message={loadError} onRetry={() => void load()} retryLabel={tAdmin('action.retry')} />}
      {!data && !loadError && <Loading />}
      {data && email && (
        <div className="email-kit">
          <div className="panel email-kit__controls">
            <Field
              label={t('kit.siteLink')}
              hint={college ? t('kit.siteLinkCollege', { program: college.name }) : data.links.length ? t('kit.siteLinkHint') : t('kit.siteLinkNone')}
            >
              <select value={linkId} onChange={(e) => setLinkId(e.target.value)}>
                <option value="">{t('kit.noProgram')}</option>
                {data.links.map((l) => (
                  <option key={l.id} value={String(l.id)}>
                    {l.label} ({l.code})
                  </option>
                ))}
              </select>
            </Field>
            <div className="row-actions email-kit__actions">
              <button type="button" className="btn btn--primary" onClick={() => void copyBody()}>
                {t('kit.copyEmail')}
              </button>
              <button type="button" className="btn" onClick={() => void copySubject()}>
                {t('kit.copySubject')}
              </button>
              <a className="btn btn--ghost" href={email.mailto} onClick={openMail}>
                {t('kit.openMail')}
              </a>
            </div>
          </div>
          <section className="panel email-kit__preview" aria-labelledby={previewId}>
            <h2 id={previewId}>{t('kit.preview')}</h2>
            <p className="email-kit__subject">
              <span className="muted">{t('kit.subject')}</span> <strong>{email.subject}</strong>
            </p>
            {/* Our own markup: every value in it is escaped by composeCoachEmail (see its test). */}
            <div className="article-preview email-kit__body" aria-label={t('kit.body')} dangerouslySetInnerHTML={{ __html: email.html }} />
          </section>
        </div>
      )}
    </>
  );
}
