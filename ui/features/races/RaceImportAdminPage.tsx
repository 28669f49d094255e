import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDate, usePageMeta } from '../../lib/page';
import { invalidate } from '../../lib/resource';
import { ownText } from '../../lib/sections';
import { settings } from '../../lib/settings';
import { locale, plural } from '../../lib/i18n/i18n';
import { Field, useNotice } from '../../admin-kit/kit';
import { RACE_CSV_TEMPLATE } from '../../../src/features/races/races.schema';
import { importRaces, type ImportRacesResult, type ImportedRace } from './race-import.api';
import { finishText } from './result-format';
import { t } from './races-admin.messages';
import { ErrorNotice } from '../../components/states';

// `/admin/import`: races brought in rather than typed. A spreadsheet exported as CSV, or a meet's
// results page copied from the browser; each is previewed (the server's dry run) and saved only
// when the family confirms.

type Source = 'csv' | 'page';

/** The public reads an import changes: the races, their pages, the PRs they make, the charts. */
const refreshPublic = () => invalidate('races', 'race', 'prs', 'progression');

/** The races of a preview, as a table a family can check line by line. */
function PreviewTable(props: { races: ImportedRace[]; caption: string }) {
  return (
    // Wider than a phone: it scrolls, so the keyboard can reach it too.
    <div className="table-wrap" role="region" aria-label={props.caption} tabIndex={0}>
      <table className="admin-table race-import-preview" aria-label={props.caption}>
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('import.col.line')}</th>
            <th scope="col">{t('import.col.date')}</th>
            <th scope="col">{t('import.col.meet')}</th>
            <th scope="col">{t('import.col.event')}</th>
            <th scope="col">{t('import.col.time')}</th>
            <th scope="col">{t('import.col.place')}</th>
            <th scope="col">{t('import.col.venue')}</th>
          </tr>
        </thead>
        <tbody>
          {props.races.map((r) => (
            <tr key={r.line}>
              <td className="mono">{r.line}</td>
              <td>{formatDate(r.date)}</td>
              <td>{r.title}</td>
              <td>{r.distance}</td>
              <td className="mono">{r.timeStr}</td>
              <td>{finishText(r.position, r.fieldSize) ?? '—'}</td>
              <td>{r.place}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What was left out (races already on the site). */
function Problems(props: { problems: ImportRacesResult['problems'] }) {
  if (!props.problems.length) return null;
  return (
    <div className="notice race-import-problems">
      <p>{t('import.leftOut')}</p>
      <ul>
        {props.problems.map((p) => (
          <li key={`${p.line}-${p.code}`}>{p.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** The spreadsheet's template in the screen's language, as a file to download. */
function TemplateLink() {
  const [href] = useState(() => URL.createObjectURL(new Blob([RACE_CSV_TEMPLATE[locale.value === 'fr' ? 'fr' : 'en']], { type: 'text/csv' })));
  return (
    <a className="btn btn--small btn--ghost" href={href} download={t('import.csv.templateName')}>
      {t('import.csv.template')}
    </a>
  );
}

function CsvImport(props: { done: (n: number) => void }) {
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [preview, setPreview] = useState<ImportRacesResult>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hint = useId();

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError(undefined);
    setPreview(undefined);
    setBusy(true);
    try {
      const text = await chosen.text();
      setFile({ name: chosen.name, text });
      setPreview(await importRaces({ format: 'csv', data: text, dryRun: true }));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const confirm = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const saved = await importRaces({ format: 'csv', data: file.text });
      refreshPublic();
      setPreview(undefined);
      setFile(undefined);
      props.done(saved.races.length);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="race-import-step">
      <p className="muted" id={hint}>
        {t('import.csv.lead')}
      </p>
      <div className="race-import-actions">
        <label className={`btn btn--primary file-button ${busy ? 'is-busy' : ''}`}>
          {busy && !preview ? t('import.reading') : t('import.csv.choose')}
          <input ref={input} type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" className="sr-only" aria-label={t('import.csv.label')} aria-describedby={hint} disabled={busy} onChange={(e) => void choose(e.target.files?.[0])} />
        </label>
        <TemplateLink />
      </div>
      <ErrorNotice message={error} />
      {preview && file && (
        <Preview preview={preview} caption={t('import.previewCaption')} busy={busy} onConfirm={() => void confirm()} onCancel={() => setPreview(undefined)}>
          <p>{t('import.csv.from', { name: file.name })}</p>
        </Preview>
      )}
    </div>
  );
}

/** A preview and its confirm button ("Import 3 races"), or that there is nothing new to import. */
function Preview(props: { preview: ImportRacesResult; caption: string; busy: boolean; onConfirm: () => void; onCancel: () => void; children?: ReactNode }) {
  const n = props.preview.races.length;
  return (
    <section className="panel race-import-preview-panel" aria-label={t('import.previewTitle')}>
      <h2>{t('import.previewTitle')}</h2>
      {props.children}
      {n > 0 ? <PreviewTable races={props.preview.races} caption={props.caption} /> : <p>{t('import.nothingNew')}</p>}
      <Problems problems={props.preview.problems} />
      <div className="race-import-actions">
        {n > 0 && (
          <button type="button" className="btn btn--primary" onClick={props.onConfirm} disabled={props.busy}>
            {props.busy ? t('import.saving') : t(`import.confirm.${plural(n)}`, { n })}
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={props.onCancel} disabled={props.busy}>
          {t('import.cancel')}
        </button>
      </div>
    </section>
  );
}

function PageImport(props: { done: (n: number) => void }) {
  useSignals();
  const [text, setText] = useState('');
  const [name, setName] = useState(() => ownText(settings.value, 'heroTitle'));
  const [meet, setMeet] = useState({ title: '', date: '', place: '' });
  const [preview, setPreview] = useState<ImportRacesResult>();
  const [errors, setErrors] = useState<{ data?: string; name?: string; title?: string; date?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);

  const failed = (err: unknown) => {
    const message = errorMessage(err);
    const path = err instanceof ApiError ? err.details?.[0]?.path : undefined;
    setErrors(path === 'athleteName' ? { name: message } : path === 'data' ? { data: message } : path === 'meet.title' ? { title: message } : path === 'meet.date' ? { date: message } : { other: message });
  };
  const body = (dryRun: boolean) => ({
    format: 'results-text' as const,
    data: text,
    athleteName: name.trim() || undefined,
    meet: { title: meet.title.trim() || undefined, date: meet.date || undefined, place: meet.place.trim() || undefined },
    lines: dryRun ? undefined : preview?.races.map((r) => r.line),
    dryRun,
  });
  const find = async () => {
    setErrors({});
    setPreview(undefined);
    setBusy(true);
    try {
      const found = await importRaces(body(true));
      setPreview(found);
      const first = found.races[0];
      // The meet as the page gives it, for the family to correct before saving.
      if (first) setMeet({ title: first.title, date: first.date, place: first.place });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    setErrors({});
    try {
      const saved = await importRaces(body(false));
      refreshPublic();
      setPreview(undefined);
      setText('');
      setMeet({ title: '', date: '', place: '' });
      props.done(saved.races.length);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="race-import-step">
      <p className="muted">{t('import.page.lead')}</p>
      <div className="form-grid race-import-page">
        <Field label={t('import.page.text')} hint={t('import.page.textHint')} error={errors.data} wide>
          <textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="mono" />
        </Field>
        <Field label={t('import.page.name')} hint={t('import.page.nameHint')} error={errors.name}>
          <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field>
      </div>
      <div className="race-import-actions">
        <button type="button" className="btn btn--primary" onClick={() => void find()} disabled={busy || !text.trim()}>
          {busy && !preview ? t('import.reading') : t('import.page.find')}
        </button>
      </div>
      <ErrorNotice message={errors.other} />
      {(preview || errors.title || errors.date) && (
        <div className="form-grid race-import-meet">
          <Field label={t('import.page.meet')} error={errors.title}>
            <input value={meet.title} onChange={(e) => setMeet({ ...meet, title: e.target.value })} />
          </Field>
          <Field label={t('import.page.date')} error={errors.date}>
            <input type="date" value={meet.date} onChange={(e) => setMeet({ ...meet, date: e.target.value })} />
          </Field>
          <Field label={t('import.page.venue')}>
            <input value={meet.place} onChange={(e) => setMeet({ ...meet, place: e.target.value })} />
          </Field>
        </div>
      )}
      {preview && (
        <Preview
          preview={{ ...preview, races: preview.races.map((r) => ({ ...r, title: meet.title || r.title, date: meet.date || r.date, place: meet.place || r.place })) }}
          caption={t('import.page.caption')}
          busy={busy}
          onConfirm={() => void confirm()}
          onCancel={() => setPreview(undefined)}
        >
          <ul className="race-import-lines">
            {preview.races.map((r) => (
              <li key={r.line}>
                <span className="muted">{t('import.page.line', { n: r.line })}</span> <code>{r.text}</code>
              </li>
            ))}
          </ul>
        </Preview>
      )}
    </div>
  );
}

/** `/admin/import`: races from a spreadsheet or a results page, previewed before they are saved. */
export function RaceImportAdminPage() {
  usePageMeta(t('import.meta'));
  const [source, setSource] = useState<Source>('csv');
  const [notice, notify] = useNotice();
  const done = (n: number) => notify({ kind: 'ok', text: t(`import.done.${plural(n)}`, { n }) });
  const tab = (id: Source, label: string) => (
    <button type="button" role="tab" id={`import-tab-${id}`} aria-controls={`import-panel-${id}`} aria-selected={source === id} tabIndex={source === id ? 0 : -1} onClick={() => setSource(id)}>
      {label}
    </button>
  );
  return (
    <>
      <h1>{t('import.title')}</h1>
      <p className="page-lead">{t('import.lead')}</p>
      {notice}
      <div
        className="segmented race-import-tabs"
        role="tablist"
        aria-label={t('import.sources')}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
          const next: Source = source === 'csv' ? 'page' : 'csv';
          setSource(next);
          document.getElementById(`import-tab-${next}`)?.focus();
        }}
      >
        {tab('csv', t('import.tab.csv'))}
        {tab('page', t('import.tab.page'))}
      </div>
      <div role="tabpanel" id={`import-panel-${source}`} aria-labelledby={`import-tab-${source}`} className="panel">
        {source === 'csv' ? <CsvImport done={done} /> : <PageImport done={done} />}
      </div>
      <p className="muted race-import-after">
        {t('import.after')} <a href="/admin/courses">{t('import.toRaces')}</a> · <a href="/admin/prs">{t('import.toPrs')}</a>
      </p>
    </>
  );
}

