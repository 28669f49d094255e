// The program of the single executable: everything but its start (sea-main.ts) and the lazy parts
// (scripts/lazy-parts.ts). Bundled on its own (dist/sea/app.cjs), unpacked with the native parts and
// run by sea-main.ts with a code cache kept beside it (cached-script.ts).
export { main } from '../cli';
export { opsExtensions } from '../ops/ops-extensions';
