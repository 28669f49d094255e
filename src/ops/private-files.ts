import fs from 'node:fs';
import path from 'node:path';

// The data folder holds what only the service's user may read: the databases (admins' password
// hashes, visitors' messages), their WAL and shared memory, Litestream's shadow copies of them, the
// signing key, the HTTPS account and certificates. SQLite creates a database with 0644 and gives
// its WAL and shared memory the database's mode; Litestream gives its copies the database's mode
// and its folders the database folder's. So the program runs with a umask that keeps every file it
// creates (and Litestream, its child, creates) to its own user, and takes back the group and other
// permissions of what an earlier version or another umask left.

/** The umask of every command: files 0600, folders 0700. */
const PRIVATE_UMASK = 0o077;

/** Makes the files and folders this process creates from now on private to its user (and its children's). */
export function setPrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Removes the group and other permissions of `root` and of everything under it (owner bits kept:
 * an unpacked program stays executable), except the subtrees `skip` names by their path relative
 * to `root` (`/`-separated). Symbolic links are left alone. Answers how many entries it changed.
 */
export function makePrivate(root: string, skip: (rel: string) => boolean = () => false): number {
  let changed = 0;
  const visit = (abs: string, rel: string) => {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(abs);
    } catch {
      return;
    }
    if (st.isSymbolicLink()) return;
    if ((st.mode & 0o077) !== 0) {
      try {
        fs.chmodSync(abs, st.mode & 0o7700);
        changed++;
      } catch {
        // Not ours (another user's file): nothing this program can do about it.
      }
    }
    if (!st.isDirectory()) return;
    let names: string[];
    try {
      names = fs.readdirSync(abs);
    } catch {
      return;
    }
    for (const name of names) {
      const childRel = rel ? `${rel}/${name}` : name;
      if (!skip(childRel)) visit(path.join(abs, name), childRel);
    }
  };
  visit(root, '');
  return changed;
}

/**
 * Makes a data folder private: the folder and everything in it, but the tenants' media (public by
 * nature, and possibly large) and the inside of each backup (its folder is made private, which
 * closes it; a backup is written private already).
 */
export function makeDataFolderPrivate(dataDir: string): number {
  return makePrivate(dataDir, (rel) => /^tenants\/[^/]+\/media$/.test(rel) || /^backups\/[^/]+\/./.test(rel));
}
