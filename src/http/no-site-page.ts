import { commandName, firstSiteCommands } from '../cli-commands';
import { escapeHtml } from './page-meta';

// The page a browser gets when a request names no site this server has: a data folder with no
// tenant yet (a first start: the page says which commands create one), or a host name no tenant
// has (the page says so, without listing the sites). Self-contained (inline style, no script), in
// the site's colours, never indexed. The command line prints the same commands at start
// (cli.ts), so whoever started the server sees them in the terminal too.

/** Commands, one a line, wrapped between words only (a phone would split `--email` at its dashes), continuations indented. */
const commandBlock = (commands: string[]) => `<code class="cmd">${commands.map((c) => `<span>${c.split(' ').map((w) => `<span>${escapeHtml(w)}</span>`).join(' ')}</span>`).join('')}</code>`;

const STYLE = `:root{color-scheme:dark}*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:#070b16;color:#eef2fb;font:16px/1.55 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{width:100%;max-width:34rem;padding:32px 28px;border:1px solid rgba(255,255,255,.12);border-radius:18px;background:rgba(255,255,255,.05)}
.brand{margin:0 0 20px;font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:#c4b5fd}
h1{margin:0 0 12px;font-size:1.6rem;line-height:1.2}
p{margin:0 0 14px;color:#a7b1c8}
ol{margin:0 0 16px;padding-left:1.3em;color:#a7b1c8}
li{margin:0 0 12px}
code{padding:1px 5px;border-radius:6px;background:#0c1324;color:#eef2fb;font:.85rem/1.5 ui-monospace,'SF Mono','Cascadia Mono','Roboto Mono',Menlo,monospace;overflow-wrap:anywhere}
.cmd{display:block;margin-top:6px;padding:10px 12px;border-radius:10px}
.cmd>span{display:block;padding-left:1.5em;text-indent:-1.5em}
.cmd>span>span{white-space:nowrap}
strong{color:#eef2fb}`;

/**
 * The page for a request that names no site: `anySite` false when the data folder has no tenant
 * at all (the first start), true when tenants exist but none is for this address.
 */
export function noSitePage(anySite: boolean, command = commandName()): string {
  let title: string;
  let body: string;
  if (!anySite) {
    const { demo, empty } = firstSiteCommands(command);
    title = 'No site here yet';
    body = `<h1>${title}</h1>
<p>The server is running, but its data folder has no site yet. On the server, in the folder it was started from, run one of these (with the same <code>--data</code> option as the server, if it was given one):</p>
<ol>
<li><strong>A site with demo content</strong> to look around (it prints an admin login):${commandBlock([demo])}</li>
<li><strong>An empty site</strong> to fill in yourself (the second command prints the admin's password):${commandBlock(empty)}</li>
</ol>
<p>Then reload this page: the server picks the new site up without a restart.</p>`;
  } else {
    title = 'No site at this address';
    body = `<h1>${title}</h1>
<p>This server has no site for this address. Check the link you followed.</p>
<p>If the server is yours, this lists its sites and the host names each one answers:${commandBlock([`${command} tenant list`])}</p>
<p>A site answers the host names it was given, and a site named <strong>default</strong> answers every other address. To give this address to a site:${commandBlock([`${command} tenant hosts <id> --add <name>`])}</p>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title} · Athlete.Site</title><style>${STYLE}</style></head><body><main><p class="brand">Athlete.Site</p>${body}</main></body></html>`;
}
