// The feature boundaries of docs/adding-a-feature.md, read from the imports of the source tree:
//
// 1. Code outside a feature folder (`src/features/<x>/`, `ui/features/<x>/`) enters it only
//    through the folder's `index.ts` (its manifest and the functions it offers) or one of its
//    `*.schema.ts` files (the zod contract the UI shares with the server).
// 2. The feature folders depend on each other without a cycle: two folders never import each
//    other, directly or around a longer loop (one depends on the other, or what both need moves to
//    a shared module).
//
// Run: node scripts/boundaries.ts [--json]   (exit 1 when a rule is broken; boundaries.test.ts runs it too)
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['src', 'ui', 'migrations', 'scripts', 'test'];
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'coverage']);

/** One import of one file, resolved to a file of the tree. */
export interface ImportEdge {
  from: string;
  to: string;
}

/** What breaks the rules: deep imports and the feature folders that import each other in a loop. */
export interface BoundaryReport {
  deep: ImportEdge[];
  cycles: string[][];
}

/** Every .ts/.tsx file under the scanned folders, as paths relative to the root. */
export function sourceFiles(root = ROOT): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED.has(e.name) || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(path.relative(root, p));
    }
  };
  for (const d of SCANNED) if (fs.existsSync(path.join(root, d))) walk(path.join(root, d));
  return out.sort();
}

// Static imports and re-exports (`import x from`, `import type … from`, `export … from`, bare
// `import '…'`) and dynamic `import('…')` with a literal path.
const IMPORT_RE = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative module paths a source text imports. */
export function importSpecifiers(text: string): string[] {
  // Comments would otherwise count their examples as imports.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out: string[] = [];
  for (const m of code.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2];
    if (spec?.startsWith('.')) out.push(spec);
  }
  return out;
}

function resolveImport(root: string, from: string, spec: string): string | undefined {
  const base = path.resolve(root, path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  if (base.endsWith('.js')) candidates.push(base.replace(/\.js$/, '.ts'));
  for (const c of candidates) if (fs.existsSync(c) && fs.statSync(c).isFile()) return path.relative(root, c);
  return undefined;
}

/** The feature folder a file is in (`src/features/races`), or undefined. */
export function featureOf(file: string): string | undefined {
  return /^((?:src|ui)\/features\/[^/]+)\//.exec(file)?.[1];
}

/** True when a file of a feature folder may be imported from outside it: its manifest or a zod contract. */
export function isFeatureEntry(file: string): boolean {
  const name = path.basename(file);
  return name === 'index.ts' || name === 'index.tsx' || name.endsWith('.schema.ts');
}

/** Every import between files of the tree. */
export function importEdges(root = ROOT): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of sourceFiles(root)) {
    const text = fs.readFileSync(path.join(root, from), 'utf8');
    for (const spec of importSpecifiers(text)) {
      const to = resolveImport(root, from, spec);
      if (to) edges.push({ from, to });
    }
  }
  return edges;
}

/** The strongly connected groups of two or more nodes (Tarjan), each sorted. */
function loops(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/** Checks both rules on a list of imports. */
export function checkBoundaries(edges: readonly ImportEdge[]): BoundaryReport {
  const deep: ImportEdge[] = [];
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    const target = featureOf(e.to);
    const source = featureOf(e.from);
    if (!target || target === source) continue;
    if (!isFeatureEntry(e.to)) deep.push(e);
    if (source) {
      if (!graph.has(source)) graph.set(source, new Set());
      graph.get(source)!.add(target);
    }
  }
  return { deep, cycles: loops(graph) };
}

/** The report as lines a person reads. */
export function describeReport(r: BoundaryReport): string[] {
  const lines: string[] = [];
  for (const c of r.cycles) lines.push(`feature folders that import each other: ${c.join(' <-> ')}`);
  for (const e of r.deep) lines.push(`deep import: ${e.from} -> ${e.to} (import its index.ts or a *.schema.ts)`);
  return lines;
}

if (import.meta.main) {
  const report = checkBoundaries(importEdges());
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else for (const line of describeReport(report)) console.log(line);
  const broken = report.deep.length + report.cycles.length;
  console.log(broken ? `\n${report.cycles.length} loop(s) between feature folders, ${report.deep.length} deep import(s)` : 'feature boundaries: no deep import, no loop between feature folders');
  process.exit(broken ? 1 : 0);
}
