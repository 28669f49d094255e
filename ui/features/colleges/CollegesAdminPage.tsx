import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { COLLEGE_STAGES, type CollegeStage } from '../../../src/features/colleges/colleges.schema';
import { ErrorState, Loading } from '../../components/states';
import { plural } from '../../lib/i18n/i18n';
import { formatDate, usePageMeta } from '../../lib/page';
import { failureText } from '../../admin-kit/form-errors';
import { copyText, useConfirm, useNotice } from '../../admin-kit/kit';
import { CollegeForm } from './CollegeForm';
import { byNextStep, columnsOf, CSV_TEMPLATE, followUpOf, localToday, neighbourStage } from './college-form';
import { exportCollegesCsv, fetchColleges, fetchFollowupCalendar, importCollegesCsv, renewFollowupCalendar, updateCollege, type AdminCollege } from './colleges.api';
import { t } from './colleges-admin.messages';

/** The board's two views; the family's choice is kept in this browser. */
type View = 'board' | 'list';
const VIEW_KEY = 'collegesView';
const readView = (): View => {
  try {
    return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'board';
  } catch {
    return 'board';
  }
};

/** A stage's name in the current language. */
export const stageName = (stage: CollegeStage) => t(`stage.${stage}`);

/** The path of a program's page. */
export const collegePath = (id: number) => `/admin/colleges/${id}`;

/** A program's next step and its date, marked when it is overdue or due today. */
export function NextStep(props: { college: AdminCollege; today: string }) {
  const c = props.college;
  const state = followUpOf(c, props.today);
  if (!c.nextStep && !c.nextStepDate) return null;
  const when = c.nextStepDate ? (state === 'overdue' ? t('card.overdue', { date: formatDate(c.nextStepDate) }) : state === 'today' ? t('card.today') : t('card.due', { date: formatDate(c.nextStepDate) })) : '';
  return (
    <p className={`next-step next-step--${state}`}>
      {c.nextStep && <span>{t('card.next', { step: c.nextStep })}</span>}
      {when && <span className="next-step__when">{when}</span>}
    </p>
  );
}

/** The stage menu of a program: moves it with the keyboard as well as by dragging. */
function StageSelect(props: { college: AdminCollege; onMove: (c: AdminCollege, stage: CollegeStage) => void }) {
  return (
    <select className="stage-select" aria-label={t('stage.move', { name: props.college.name })} value={props.college.stage} onChange={(e) => props.onMove(props.college, e.target.value as CollegeStage)}>
      {COLLEGE_STAGES.map((s) => (
        <option key={s} value={s}>
          {stageName(s)}
        </option>
      ))}
    </select>
  );
}

/** One program on the board: its name (to its page), what comes next, its link's visits, and its stage menu. */
function CollegeCard(props: { college: AdminCollege; today: string; onMove: (c: AdminCollege, stage: CollegeStage) => void }) {
  const c = props.college;
  const onDragStart = (e: DragEvent) => {
    e.dataTransfer.setData('text/x-college-id', String(c.id));
    e.dataTransfer.effectAllowed = 'move';
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    // Alt+arrow moves a card to the next column, for a keyboard as for a mouse.
    if (!e.altKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    const next = neighbourStage(c.stage, e.key === 'ArrowLeft' ? -1 : 1);
    if (next) {
      e.preventDefault();
      props.onMove(c, next);
    }
  };
  return (
    <li className={`college-card college-card--${followUpOf(c, props.today)}`} draggable onDragStart={onDragStart} onKeyDown={onKeyDown}>
      <Link href={collegePath(c.id)} className="college-card__name">
        {c.name}
      </Link>
      {(c.division || c.conference) && <p className="muted small">{[c.division, c.conference].filter(Boolean).join(' · ')}</p>}
      <NextStep college={c} today={props.today} />
      <div className="college-card__foot">
        {c.link && c.link.visits > 0 && <span className="pill">{t(`card.visits.${plural(c.link.visits)}`, { n: c.link.visits })}</span>}
        <StageSelect college={c} onMove={props.onMove} />
      </div>
    </li>
  );
}

/** The board: a column per stage; a card moves by drag and drop, by its stage menu, or Alt+arrows. */
function Board(props: { colleges: AdminCollege[]; today: string; onMove: (c: AdminCollege, stage: CollegeStage) => void }) {
  const [over, setOver] = useState<CollegeStage | null>(null);
  const drop = (stage: CollegeStage) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const id = Number(e.dataTransfer.getData('text/x-college-id'));
    const c = props.colleges.find((x) => x.id === id);
    if (c && c.stage !== stage) props.onMove(c, stage);
  };
  return (
    <div className="board">
      {columnsOf(props.colleges).map((col) => (
        <section
          key={col.stage}
          className={`board__col ${over === col.stage ? 'board__col--over' : ''}`}
          aria-labelledby={`col-${col.stage}`}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(col.stage);
          }}
          onDragLeave={() => setOver((s) => (s === col.stage ? null : s))}
          onDrop={drop(col.stage)}
        >
          <h2 className="board__head" id={`col-${col.stage}`}>
            {stageName(col.stage)}{' '}
            <span className="count" aria-label={t(`column.count.${plural(col.colleges.length)}`, { n: col.colleges.length })}>
              {col.colleges.length}
            </span>
          </h2>
          {col.colleges.length ? (
            <ul className="board__cards" role="list">
              {col.colleges.map((c) => (
                <CollegeCard key={c.id} college={c} today={props.today} onMove={props.onMove} />
              ))}
            </ul>
          ) : (
            <p className="board__empty muted small">{t('column.empty')}</p>
          )}
        </section>
      ))}
    </div>
  );
}

/** The list: every program by its next step, overdue ones first. */
function List(props: { colleges: AdminCollege[]; today: string; onMove: (c: AdminCollege, stage: CollegeStage) => void }) {
  return (
    <div className="table-wrap">
      <table className="admin-table college-table">
        <thead>
          <tr>
            <th scope="col">{t('list.name')}</th>
            <th scope="col">{t('list.stage')}</th>
            <th scope="col">{t('list.next')}</th>
            <th scope="col">{t('list.activity')}</th>
          </tr>
        </thead>
        <tbody>
          {byNextStep(props.colleges).map((c) => (
            <tr key={c.id} className={`college-row college-row--${followUpOf(c, props.today)}`}>
              <th scope="row">
                <Link href={collegePath(c.id)}>{c.name}</Link>
                {(c.division || c.conference) && <div className="muted small">{[c.division, c.conference].filter(Boolean).join(' · ')}</div>}
              </th>
              <td>
                <StageSelect college={c} onMove={props.onMove} />
              </td>
              <td>{c.nextStep || c.nextStepDate ? <NextStep college={c} today={props.today} /> : t('list.none')}</td>
              <td className="muted small">{c.lastActivityAt ? formatDate(c.lastActivityAt) : t('list.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The private follow-up calendar: its address, copied or changed. */
function CalendarPanel(props: { notify: ReturnType<typeof useNotice>[1]; ask: ReturnType<typeof useConfirm>[1] }) {
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const show = async () => {
    setOpen(true);
    try {
      setUrl((await fetchFollowupCalendar()).url);
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('calendar.failed'), err) });
      setOpen(false);
    }
  };
  const renew = async () => {
    if (!(await props.ask(t('calendar.renewConfirm'), t('calendar.renew')))) return;
    try {
      setUrl((await renewFollowupCalendar()).url);
      props.notify({ kind: 'ok', text: t('calendar.renewed') });
    } catch (err) {
      props.notify({ kind: 'error', text: failureText(t('calendar.failed'), err) });
    }
  };
  return (
    <section className="calendar-panel" aria-labelledby="followup-calendar">
      <h2 id="followup-calendar">{t('calendar.title')}</h2>
      <p className="muted small">{t('calendar.text')}</p>
      {!open ? (
        <button type="button" className="btn btn--small" onClick={() => void show()}>
          {t('calendar.show')}
        </button>
      ) : url === null ? (
        <Loading height={40} />
      ) : (
        <div className="calendar-panel__url">
          <input readOnly value={url} aria-label={t('calendar.title')} className="mono" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="btn btn--small" onClick={async () => props.notify((await copyText(url)) ? { kind: 'ok', text: t('calendar.copied') } : { kind: 'error', text: t('calendar.failed') })}>
            {t('calendar.copy')}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => void renew()}>
            {t('calendar.renew')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Saves a blob as a download named `name`. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `/admin/colleges`: the recruiting board (by stage, or a list by next step), CSV both ways, and the follow-up calendar. */
export function CollegesAdminPage() {
  usePageMeta(t('meta'));
  const [colleges, setColleges] = useState<AdminCollege[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [view, setView] = useState<View>(readView);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [notice, notify] = useNotice();
  const [confirmNode, ask] = useConfirm();
  const [, navigate] = useLocation();
  const fileInput = useRef<HTMLInputElement>(null);
  const today = localToday();

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setColleges(await fetchColleges());
    } catch (err) {
      setLoadError(failureText(t('loadFailed'), err));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const choose = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Private mode: the choice lasts this visit.
    }
  };

  const move = async (c: AdminCollege, stage: CollegeStage) => {
    // Moved at once on screen; put back if the server refuses.
    setColleges((list) => list && list.map((x) => (x.id === c.id ? { ...x, stage } : x)));
    try {
      const saved = await updateCollege(c.id, { stage });
      setColleges((list) => list && list.map((x) => (x.id === c.id ? saved : x)));
      notify({ kind: 'ok', text: t('stage.moved', { name: c.name, stage: stageName(stage) }) });
    } catch (err) {
      setColleges((list) => list && list.map((x) => (x.id === c.id ? c : x)));
      notify({ kind: 'error', text: failureText(t('stage.moveFailed'), err) });
    }
  };

  const exportCsv = async () => {
    try {
      download(await exportCollegesCsv(), 'colleges.csv');
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('csv.exportFailed'), err) });
    }
  };

  const importCsv = async (file: File) => {
    setImporting(true);
    try {
      const result = await importCollegesCsv(await file.text());
      notify({ kind: 'ok', text: t('csv.imported', { created: result.created, updated: result.updated }) });
      await load();
    } catch (err) {
      notify({ kind: 'error', text: failureText(t('csv.failed'), err) });
    } finally {
      setImporting(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <>
      <h1>{t('title')}</h1>
      <p className="page-lead">{t('lead')}</p>
      {notice}
      <div className="board-toolbar">
        <button type="button" className="btn btn--primary" onClick={() => setAdding(true)} disabled={adding}>
          {t('add')}
        </button>
        <div className="segmented" role="group" aria-label={t('view.label')}>
          {(['board', 'list'] as const).map((v) => (
            <button key={v} type="button" className="segmented__item" aria-pressed={view === v} onClick={() => choose(v)}>
              {t(`view.${v}`)}
            </button>
          ))}
        </div>
        <span className="board-toolbar__spacer" />
        <button type="button" className="btn btn--small btn--ghost" onClick={() => void exportCsv()} disabled={!colleges?.length}>
          {t('csv.export')}
        </button>
        <label className={`btn btn--small btn--ghost file-button ${importing ? 'is-busy' : ''}`}>
          {importing ? t('csv.importing') : t('csv.import')}
          <input ref={fileInput} type="file" accept=".csv,text/csv" className="sr-only" disabled={importing} onChange={(e) => e.target.files?.[0] && void importCsv(e.target.files[0])} />
        </label>
      </div>
      {adding && (
        <CollegeForm
          onCancel={() => setAdding(false)}
          onSaved={(c) => {
            setAdding(false);
            notify({ kind: 'ok', text: t('form.created', { name: c.name }) });
            setColleges((list) => [...(list ?? []), c]);
            navigate(collegePath(c.id));
          }}
        />
      )}
      {loadError ? (
        <ErrorState message={loadError} onRetry={() => void load()} />
      ) : colleges === null ? (
        <Loading height={300} />
      ) : colleges.length === 0 && !adding ? (
        <div className="empty-board">
          <p>{t('empty')}</p>
          <p className="muted small">
            {t('csv.importHint')}{' '}
            <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(CSV_TEMPLATE)}`} download="colleges-template.csv">
              {t('csv.template')}
            </a>
          </p>
        </div>
      ) : view === 'board' ? (
        <Board colleges={colleges} today={today} onMove={(c, s) => void move(c, s)} />
      ) : (
        <List colleges={colleges} today={today} onMove={(c, s) => void move(c, s)} />
      )}
      <CalendarPanel notify={notify} ask={ask} />
      {confirmNode}
    </>
  );
}
