import { useMemo, useState } from 'react';
import { AdminEditLink } from '../../components/AdminEditLink';
import { Img } from '../../components/Img';
import { Modal } from '../../components/Modal';
import { useDialogItem } from '../../lib/dialog-url';
import type { ReactNode } from 'react';
import { Section } from '../../components/Section';
import { Empty, ErrorState, Loading } from '../../components/states';
import { EmptySection } from '../../components/EmptySection';
import { formatDate, isExternal, isSafeHref } from '../../lib/page';
import { useResource } from '../../lib/resource';
import { fetchPress, type PressItem } from './press.api';
import { t } from './press.messages';
import { PRESS_PART } from './press-part';

/** The filter that shows every article (its label, 'All', is looked up at render). */
const ALL = null;

function PressCard(props: { item: PressItem }) {
  const a = props.item;
  const href = a.url && isSafeHref(a.url) ? a.url : undefined;
  const external = href ? isExternal(href) : false;
  const inner = (
    <>
      <div className="press-card__thumb">
        {a.thumb_url ? <Img src={a.thumb_url} alt="" width={640} height={360} sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 100vw" /> : <span className="press-card__mark" aria-hidden="true">{(a.source || a.title).slice(0, 1)}</span>}
        {a.tag && <span className="press-card__tag">{a.tag}</span>}
      </div>
      <div className="press-card__body">
        <p className="press-card__meta">{[a.source, formatDate(a.date)].filter(Boolean).join(' · ')}</p>
        <h3 className="press-card__title">{a.title}</h3>
        {a.excerpt && <p className="press-card__excerpt">{a.excerpt}</p>}
        {href && (
          <span className="press-card__more" aria-hidden="true">
            {external ? t('read.on', { source: a.source || t('theSite') }) : t('read.more')}
          </span>
        )}
      </div>
    </>
  );
  return (
    <li className="press-card">
      {href ? (
        <a className="press-card__link" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inner}
          {external && <span className="sr-only"> {t('newTab')}</span>}
        </a>
      ) : (
        <div className="press-card__link">{inner}</div>
      )}
      <AdminEditLink screen="press" id={a.id} name={a.title} className="btn btn--ghost press-card__edit" />
    </li>
  );
}

/**
 * One article in a dialog: what its own address (`?open=press-<id>`, a link someone shared) shows
 * before the visitor follows it to the article.
 */
function PressDialog(props: { item: PressItem; onClose: () => void; href: string }) {
  const a = props.item;
  const href = a.url && isSafeHref(a.url) ? a.url : undefined;
  const external = href ? isExternal(href) : false;
  return (
    <Modal title={a.title} labelledBy="press-modal-title" onClose={props.onClose} href={props.href}>
      <article className="press-dialog">
        {a.thumb_url && (
          <div className="press-card__thumb">
            <Img src={a.thumb_url} alt="" width={640} height={360} sizes="(min-width: 700px) 600px, 100vw" eager />
          </div>
        )}
        <p className="press-card__meta">{[a.source, formatDate(a.date)].filter(Boolean).join(' · ')}</p>
        <h2 id="press-modal-title">{a.title}</h2>
        {a.excerpt && <p>{a.excerpt}</p>}
        {href && (
          <a className="btn btn--primary" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {external ? t('read.on', { source: a.source || t('theSite') }) : t('read.more')}
            {external && <span className="sr-only"> {t('newTab')}</span>}
          </a>
        )}
      </article>
    </Modal>
  );
}

/** The press articles, cached with the default stale time. */
const usePress = () => useResource('press', fetchPress);

/** Home section: Press & Media; left out for visitors while there is no article. */
export function PressSection(props: { title: ReactNode; lead?: ReactNode }) {
  const press = usePress();
  if (press.status === 'loaded' && press.data.length === 0) return <EmptySection part={PRESS_PART} id="press" title={props.title} />;
  return (
    <Section id="press" title={props.title} lead={props.lead}>
      <PressGrid />
    </Section>
  );
}

/** Press & Media: article cards with tag filter buttons ('All' plus each distinct tag). */
function PressGrid() {
  const press = usePress();
  const [tag, setTag] = useState<string | null>(ALL);
  const dialog = useDialogItem('press');
  const items = press.data;
  const tags = useMemo(() => [ALL, ...new Set((items ?? []).map((a) => a.tag?.trim()).filter((g): g is string => !!g))], [items]);
  if (press.status === 'loading') return <Loading height={360} />;
  if (press.status === 'error') return <ErrorState message={t('failed')} onRetry={() => location.reload()} />;
  if (press.data.length === 0) return null;
  const shown = tag === ALL ? press.data : press.data.filter((a) => a.tag?.trim() === tag);
  const open = press.data.find((a) => String(a.id) === dialog.id);
  return (
    <>
      {tags.length > 2 && (
        <div className="filters needs-script" role="group" aria-label={t('filter')}>
          {tags.map((g) => (
            <button key={g ?? ''} type="button" className={`chip ${g === tag ? 'is-active' : ''}`} aria-pressed={g === tag} onClick={() => setTag(g)}>
              {g ?? t('all')}
            </button>
          ))}
        </div>
      )}
      {shown.length === 0 ? (
        <Empty>{t('empty')}</Empty>
      ) : (
        <ul className="press-grid" role="list">
          {shown.map((a) => (
            <PressCard key={a.id} item={a} />
          ))}
        </ul>
      )}
      {open && <PressDialog item={open} onClose={dialog.close} href={dialog.href(open.id)} />}
    </>
  );
}
