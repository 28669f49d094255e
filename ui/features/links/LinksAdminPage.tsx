import { usePageMeta } from '../../lib/page';
import { copyText, EditorForm, Field, ListStates } from '../admin/kit';
import { useListEditor } from '../admin/list-editor';
import { emptyLinkForm, linkFormErrors, linkFormToInput, linkToForm, type LinkForm } from './link-form';
import { createLink, deleteLink, fetchAdminLinks, linkUrl, renameLink, type AdminLink } from './links-admin.api';
import { Sparkline } from './Sparkline';

const visits = (n: number) => `${n} visit${n === 1 ? '' : 's'}`;

/** `/admin/links`: one link per college program, and how many page loads came through each. */
export function LinksAdminPage() {
  usePageMeta('College links · Admin');
  const editor = useListEditor<AdminLink, LinkForm>({
    screen: 'links',
    load: fetchAdminLinks,
    loadFailed: 'Failed to load links: ...',
    emptyForm: emptyLinkForm,
    toForm: linkToForm,
    validate: linkFormErrors,
    save: (form, link) => (link ? renameLink(link.id, { label: form.label.trim() }) : createLink(linkFormToInput(form))),
    remove: (link) => deleteLink(link.id),
    confirmDelete: (link) => `Delete the link "${link.label}"? Its visit counts are deleted too, and ${linkUrl(link.path)} will count nothing from now on.`,
    invalidates: [],
    messages: { saved: 'Link saved ✅' },
  });
  const { fieldError: err, text } = editor;

  const copy = async (link: AdminLink) => {
    const ok = await copyText(linkUrl(link.path));
    editor.notify(ok ? { kind: 'ok', text: `Link for ${link.label} copied.` } : { kind: 'error', text: 'Copy failed: select the link and copy it by hand.' });
  };

  return (
    <>
      <h1>College links</h1>
      <p className="page-lead">
        Give each program its own link. Visits through it are counted per day on this site only: no cookies, no outside service, and nothing about the visitor is kept. Bots and link previews are left out.
      </p>
      {editor.notice}
      <EditorForm editor={editor} noun="link" createLabel="Create link" saveLabel="Rename" disabled={!editor.valid}>
        <Field label="Label" error={err('label')} hint="Who gets it, e.g. Stanford XC">
          <input {...text('label')} maxLength={80} placeholder="e.g. Stanford XC" />
        </Field>
        <Field label="Code" error={editor.editing ? undefined : err('code')} hint={editor.editing ? 'The code cannot change: it is in links already sent.' : 'Optional: blank makes one up. Lowercase letters, digits and dashes.'}>
          <input {...text('code')} disabled={editor.editing !== null} maxLength={32} className="mono" placeholder="e.g. stanford-xc" autoCapitalize="none" spellCheck={false} />
        </Field>
      </EditorForm>

      <h2>Links</h2>
      <p className="muted small">
        Each link opens the site at <span className="mono">{linkUrl('/')}</span> with its code; <strong>Copy</strong> gives the full address.
      </p>
      <ListStates items={editor.items} loadError={editor.loadError} onRetry={() => void editor.reload()} empty="No links yet. Create one for each program you write to.">
        {(links) => (
          <div className="table-wrap">
            <table className="admin-table links-table">
              <thead>
                <tr>
                  <th scope="col">Label</th>
                  <th scope="col">Link</th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Last 30 days</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
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
                        <button type="button" className="btn btn--small" onClick={() => void copy(link)} aria-label={`Copy the link for ${link.label}`}>
                          Copy
                        </button>
                      </span>
                    </td>
                    <td className="num" data-label="Total">
                      {link.total}
                    </td>
                    <td data-label="Last 30 days">
                      <span className="links-table__trend">
                        <span className="num">{link.last30}</span>
                        <Sparkline values={link.daily} label={`${link.label}: ${visits(link.last30)} in the last 30 days, at most ${Math.max(0, ...link.daily)} in a day`} />
                      </span>
                    </td>
                    <td>
                      <div className="row-actions">
                        <button
                          type="button"
                          className="btn btn--small btn--ghost"
                          aria-label={`Rename ${link.label}`}
                          onClick={() => {
                            editor.startEdit(link);
                            window.scrollTo({ top: 0, behavior: 'smooth' });
                          }}
                        >
                          Rename
                        </button>
                        <button type="button" className="btn btn--small btn--danger" aria-label={`Delete ${link.label}`} onClick={() => void editor.remove(link)}>
                          Delete
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
