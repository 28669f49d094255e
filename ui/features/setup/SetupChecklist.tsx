import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { ErrorNotice } from '../../components/states';
import { errorMessage } from '../../lib/api';
import { probeSections, sectionContent } from '../../lib/sections';
import { settings } from '../../lib/settings';
import { PublishSwitch, usePublishToggle } from './publish-toggle';
import { hideChecklist } from './setup.progress';
import { ensureSetupStyles } from './setup-styles';
import { t } from './setup.messages';

ensureSetupStyles();

/** What a recruiter-ready site still needs after the setup, each one click from its screen (its label is `item.<part>`). */
const ITEMS: ReadonlyArray<{ part: 'races' | 'upcoming' | 'coach' | 'socials' | 'universities'; href: string }> = [
  { part: 'races', href: '/admin/courses' },
  { part: 'upcoming', href: '/admin/upcoming' },
  { part: 'coach', href: '/admin/coach' },
  { part: 'socials', href: '/admin/socials' },
  { part: 'universities', href: '/admin/universities' },
];

/** The publish switch: a minor's site stays out of search engines until the family publishes it (asked first, as on the dashboard). */
function PublishItem() {
  const id = useId();
  const publish = usePublishToggle();
  const { published, failure, confirmNode } = publish;
  return (
    <li className={`checklist__item checklist__item--publish ${published ? 'is-done' : ''}`}>
      <div className="checklist__publish">
        <PublishSwitch toggle={publish} label={published ? t('publish.on') : t('publish.off')} describedBy={`${id}-why`} />
        <p id={`${id}-why`} className="checklist__why">
          {published ? t('publish.whyOn') : t('publish.why')}
        </p>
        <ErrorNotice message={failure} />
      </div>
      {confirmNode}
    </li>
  );
}

/** The checklist on the live page after the setup: what is still missing, and the publish switch. */
export default function SetupChecklist() {
  useSignals();
  // Open on a wide screen; on a phone it starts as one line, so the page under it stays in view.
  const [open, setOpen] = useState(() => typeof matchMedia === 'undefined' || !matchMedia('(max-width: 560px)').matches);
  useEffect(() => probeSections(ITEMS.map((i) => i.part)), []);
  const [closing, setClosing] = useState(false);
  const [closeFailure, setCloseFailure] = useState<string>();
  // Gone only once the server keeps it hidden: a failed save says so, and the checklist stays.
  const close = async () => {
    setClosing(true);
    setCloseFailure(undefined);
    try {
      await hideChecklist();
    } catch (err) {
      setCloseFailure(t('notSaved', { reason: errorMessage(err) }));
    } finally {
      setClosing(false);
    }
  };
  const known = sectionContent.value;
  const done = ITEMS.filter((i) => known[i.part] === true).length + (settings.value.published ? 1 : 0);
  return (
    <aside className={`checklist ${open ? '' : 'is-collapsed'}`} aria-labelledby="checklist-title">
      <div className="checklist__head">
        <h2 id="checklist-title">{t('checklist.title')}</h2>
        <span className="checklist__count">{t('checklist.count', { done, total: ITEMS.length + 1 })}</span>
        <button type="button" className="checklist__toggle" aria-expanded={open} aria-controls="checklist-body" onClick={() => setOpen((o) => !o)}>
          {open ? t('checklist.hide') : t('checklist.show')}
          <span className="sr-only"> {t('checklist.theList')}</span>
        </button>
        <button type="button" className="checklist__close" onClick={() => void close()} disabled={closing} aria-label={t('checklist.close')}>
          ×
        </button>
      </div>
      <ErrorNotice message={closeFailure} />
      <div id="checklist-body" hidden={!open}>
        <p className="checklist__lead">{t('checklist.lead')}</p>
        <ul className="checklist__list" role="list">
          {ITEMS.map((item) => {
            const isDone = known[item.part] === true;
            return (
              <li key={item.part} className={`checklist__item ${isDone ? 'is-done' : ''}`}>
                <span className="checklist__mark" aria-hidden="true">
                  {isDone ? '✓' : ''}
                </span>
                <Link href={item.href}>
                  {t(`item.${item.part}`)}
                  {isDone && <span className="sr-only"> {t('checklist.itemDone')}</span>}
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
