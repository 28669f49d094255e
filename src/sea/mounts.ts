// Whether a folder sits on a mount that forbids running programs (`noexec`): a native addon or
// ffmpeg unpacked there fails later with a cryptic "failed to map segment from shared object".

/** Decodes the octal escapes (`\040` for a space…) of a /proc/self/mountinfo field. */
function unescapeMountField(s: string): string {
  return s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(Number.parseInt(o, 8)));
}

/** The mount (point and options) that holds an absolute, real path, from /proc/self/mountinfo text. */
export function findMount(mountinfo: string, realPath: string): { mountPoint: string; options: string[] } | undefined {
  let best: { mountPoint: string; options: string[] } | undefined;
  for (const line of mountinfo.split('\n')) {
    // Fields: id parent major:minor root mount-point mount-options [optional…] - fstype source super-options
    const fields = line.split(' ');
    if (fields.length < 6) continue;
    const mountPoint = unescapeMountField(fields[4] ?? '');
    const inside = mountPoint === '/' || realPath === mountPoint || realPath.startsWith(`${mountPoint}/`);
    // The later of two mounts on the same point is the visible one, hence `>=`.
    if (inside && (!best || mountPoint.length >= best.mountPoint.length)) best = { mountPoint, options: (fields[5] ?? '').split(',') };
  }
  return best;
}

/** True when the path's mount has the `noexec` option. */
export function isNoexecPath(mountinfo: string, realPath: string): boolean {
  return findMount(mountinfo, realPath)?.options.includes('noexec') ?? false;
}
