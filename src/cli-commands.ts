import path from 'node:path';
import sea from 'node:sea';

// The commands the program names to its user: in the terminal at start (cli.ts) and on the page a
// browser gets when the server has no site for it (http/no-site-page.ts).

/** How the program is run here: the executable's name, else the documented `node dist/cli.js`. */
export function commandName(): string {
  return sea.isSea() ? path.basename(process.execPath) : 'node dist/cli.js';
}

/** The commands that create a first site: the demo, or an empty tenant and its admin (`options`: e.g. ` --data DIR`). */
export function firstSiteCommands(command = commandName(), options = ''): { demo: string; empty: string[] } {
  return {
    demo: `${command} demo${options}`,
    empty: [`${command} tenant add default${options}`, `${command} admin add --tenant default --email you@example.com${options}`],
  };
}
