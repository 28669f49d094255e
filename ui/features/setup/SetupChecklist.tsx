import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api';
import { probeSections, sectionContent, type SectionKey } from '../home/sections';
import { settings } from '../../lib/settings';
import { savePublished } from './setup.api';
import { saveProgress } from './setup.state';
import { ensureSetupStyles } from './setup-styles';

ensureSetupStyles();

/** What a recruiter-ready site still needs after the setup, each one click from its screen. */
const ITEMS: ReadonlyArray<{ part: SectionKey; label: string; href: string }> = [
  { part: 'races', label: 'Add a race with its result', href: '/admin/courses' },
  { part: 'upcoming', label: 'Add the next race', href: '/admin/upcoming' },
  { part: 'coach', label: 'Invite the coach to write a note', href: '/admin/coach' },
  { part: 'socials', label: 'Add social links', href: '/admin/socials' },
  { part: 'universities', label: 'Add favorite universities', href: '/admin/universities' },
];

/** The publish switch: a minor's site stays out of search engines until the family publishes it. */
function PublishItem() {
  useSignals();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // The page's settings say it (the save below updates them).
  const published = settings.value.published;
  const toggle = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await savePublished(!published);
    } catch (err) {
      setFailure(`Not saved: ${errorMessage(err)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`checklist__item checklist__item--publish ${published ? 'is-done' : ''}`}>
      <div className="checklist__publish">
        <label className="checklist__switch" htmlFor={id}>
          <input id={id} type="checkbox" role="switch" checked={published} disabled={busy} onChange={() => void toggle()} aria-describedby={`${id}-why`} />
          <span>{published ? 'Published' : 'Publish the site'}</span>
        </label>
        <p id={`${id}-why`} className="checklist__why">
          This is a minor’s site: search engines are told not to show it until you publish it; anyone you give the link to can already open it.
        </p>
        {failure && (
          <p className="field__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </li>
  );
}

/** The checklist on the live page after the setup: what is still missing, and the publish switch. */
export default function SetupChecklist() {
  useSignals();
  // Open on a wide screen; on a phone it starts as one line, so the page under it stays in view.
  const [open, setOpen] = useState(() => typeof matchMedia === 'undefined' || !matchMedia('(max-width: 560px)').matches);
  useEffect(() => probeSections(ITEMS.map((i) => i.part)), []);
  const known = sectionContent.value;
  const done = ITEMS.filter((i) => known[i.part] === true).length + (settings.value.published ? 1 : 0);
  return (
    <aside className={`checklist ${open ? '' : 'is-collapsed'}`} aria-labelledby="checklist-title">
      <div className="checklist__head">
        <h2 id="checklist-title">Still to do</h2>
        <span className="checklist__count">
          {done} of {ITEMS.length + 1} done
        </span>
        <button type="button" className="checklist__toggle" aria-expanded={open} aria-controls="checklist-body" onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide' : 'Show'}
          <span className="sr-only"> the list</span>
        </button>
        <button type="button" className="checklist__close" onClick={() => saveProgress({ checklist: false })} aria-label="Hide the checklist (it stays in the dashboard)">
          ×
        </button>
      </div>
      <div id="checklist-body" hidden={!open}>
        <p className="checklist__lead">You are seeing the site as visitors do, with editing on: click a title to change it.</p>
        <ul className="checklist__list" role="list">
          {ITEMS.map((item) => {
            const isDone = known[item.part] === true;
            return (
              <li key={item.part} className={`checklist__item ${isDone ? 'is-done' : ''}`}>
                <span className="checklist__mark" aria-hidden="true">
                  {isDone ? '✓' : ''}
                </span>
                <Link href={item.href}>
                  {item.label}
                  {isDone && <span className="sr-only"> (done)</span>}
                </Link>
              </li>
            );
          })}
          <PublishItem />
        </ul>
      </div>
    </aside>
  );
}
