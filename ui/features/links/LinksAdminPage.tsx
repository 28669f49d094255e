import { Fragment, type ReactNode } from 'react';
import { plural } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page';
import { t as tAdmin } from '../../admin-kit/admin-kit.messages';
import { copyText, EditorForm, Field, ListStates, useFocusBackOnClose } from '../../admin-kit/kit';
import { useListEditor } from '../../admin-kit/list-editor';
import { emptyLinkForm, linkFormErrors, linkFormToInput, linkToForm, type LinkForm } from './link-form';
import { createLink, deleteLink, fetchAdminLinks, linkUrl, renameLink, type AdminLink } from './links-admin.api';
import { Sparkline } from './Sparkline';
import { t } from './links-admin.messages';

const visits = (n: number) => t(`links.visits.${plural(n)}`, { n });

/** A message with elements where its `{name}` placeholders stand (a link, a bold word). */
function withParts(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece));
}

/** `/admin/links`: one link per college program, and how many page loads came through each. */
export function LinksAdminPage() {
  usePageMeta(t('links.meta'));
  const editor = useListEditor<AdminLink, LinkForm>({
    screen: 'links',
    load: fetchAdminLinks,
    loadFailed: t('links.loadFailed'),
    emptyForm: emptyLinkForm,
    toForm: linkToForm,
    validate: linkFormErrors,
    save: (form, link) => (link ? renameLink(link.id, { label: form.label.trim() }) : createLink(linkFormToInput(form))),
    remove: (link) => deleteLink(link.id),
    confirmDelete: (link) => t('links.confirmDelete', { label: link.label, url: linkUrl(link.path) }),
    invalidates: [],
    messages: { saved: t('links.saved') },
  });
  const { fieldError: err, text } = editor;

  const copy = async (link: AdminLink) => {
    const ok = await copyText(linkUrl(link.path));
    editor.notify(ok ? { kind: 'ok', text: t('links.copied', { label: link.label }) } : { kind: 'error', text: t('links.copyFailed') });
  };

  // Save or Cancel gives the keyboard back to the row's Rename (EditorForm takes it to the field).
  const editRef = useFocusBackOnClose(editor.editing?.id ?? null);

  return (
    <>
      <h1>{t('links.title')}</h1>
      <p className="page-lead">{t('links.lead')}</p>
      {editor.notice}
      <EditorForm editor={editor} noun="link" titles={{ create: t('links.formNew'), edit: t('links.formEdit') }} createLabel={t('links.create')} saveLabel={t('links.rename')}>
        <Field label={t('links.label')} error={err('label')} hint={t('links.labelHint')}>
          <input {...text('label')} maxLength={80} placeholder={t('links.labelPlaceholder')} />
        </Field>
        <Field label={t('links.code')} error={editor.editing ? undefined : err('code')} hint={editor.editing ? t('links.codeFixed') : t('links.codeHint')}>
          <input {...text('code')} disabled={editor.editing !== null} maxLength={32} className="mono" placeholder={t('links.codePlaceholder')} autoCapitalize="none" spellCheck={false} />
        </Field>
      </EditorForm>

      <h2>{t('links.list')}</h2>
      <p className="muted small">{withParts(t('links.note'), { url: <span className="mono">{linkUrl('/')}</span>, copy: <strong>{t('links.copy')}</strong> })}</p>
      <ListStates items={editor.items} loadError={editor.loadError} onRetry={() => void editor.reload()} empty={t('links.empty')}>
        {(links) => (
          <div className="table-wrap">
            <table className="admin-table links-table">
              <thead>
                <tr>
                  <th scope="col">{t('links.colLabel')}</th>
                  <th scope="col">{t('links.colLink')}</th>
                  <th scope="col" className="num">
                    {t('links.colTotal')}
                  </th>
                  <th scope="col">{t('links.colLast30')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('links.colActions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {links.map((link) => (
                  <tr key={link.id} className={editor.editing?.id === link.id ? 'is-selected' : ''}>
                    <th scope="row" className="links-table__label">
                      {link.label}
                    </th>
                    <td>
                      <span className="links-table__url">
                        <code className="mono links-table__address" title={linkUrl(link.path)}>
                          {link.path}
                        </code>
                        <button type="button" className="btn btn--small" onClick={() => void copy(link)} aria-label={t('links.copyLabel', { label: link.label })}>
                          {t('links.copy')}
                        </button>
                      </span>
                    </td>
                    <td className="num" data-label={t('links.colTotal')}>
                      {link.total}
                    </td>
                    <td data-label={t('links.colLast30')}>
                      <span className="links-table__trend">
                        <span className="num">{link.last30}</span>
                        <Sparkline values={link.daily} label={t('links.trend', { label: link.label, visits: visits(link.last30), max: Math.max(0, ...link.daily) })} />
                      </span>
                    </td>
                    <td>
                      <div className="row-actions">
                        <button
                          ref={editRef(link.id)}
                          type="button"
                          className="btn btn--small btn--ghost"
                          aria-label={t('links.renameLabel', { label: link.label })}
                          onClick={() => {
                            editor.startEdit(link);
                            window.scrollTo({ top: 0, behavior: 'smooth' });
                          }}
                        >
                          {t('links.rename')}
                        </button>
                        <button type="button" className="btn btn--small btn--danger" aria-label={tAdmin('action.deleteName', { name: link.label })} onClick={() => void editor.remove(link)}>
                          {tAdmin('action.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
      {editor.confirmNode}
    </>
  );
}
