import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, describeReport, importEdges, importSpecifiers } from './boundaries.ts';

// The feature boundaries of docs/adding-a-feature.md hold on the whole tree, and the checker finds
// what breaks them (a deep import, two feature folders importing each other, a longer loop).

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-boundaries-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Writes a small tree of files under a fresh root and answers the root. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(tmp, 'tree-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

describe('feature boundaries', () => {
  it('hold on this tree: no deep import into a feature folder, no loop between feature folders', () => {
    const report = checkBoundaries(importEdges());
    expect(describeReport(report)).toEqual([]);
  });

  it('finds a deep import, and lets the manifest and the zod contract through', () => {
    const root = tree({
      'src/features/races/index.ts': "export const racesFeature = {};\n",
      'src/features/races/races.schema.ts': 'export const RaceSchema = 1;\n',
      'src/features/races/races.repository.ts': 'export const listRaces = 1;\n',
      'src/app.ts': "import { racesFeature } from './features/races';\nimport { listRaces } from './features/races/races.repository';\n",
      'ui/features/races/races.api.ts': "import type { RaceSchema } from '../../../src/features/races/races.schema';\n",
    });
    const report = checkBoundaries(importEdges(root));
    expect(report.deep).toEqual([{ from: 'src/app.ts', to: 'src/features/races/races.repository.ts' }]);
    expect(report.cycles).toEqual([]);
  });

  it('finds two feature folders that import each other, and a longer loop', () => {
    const root = tree({
      'src/features/a/index.ts': "import { b } from '../b';\nexport const a = 1;\n",
      'src/features/b/index.ts': "import { c } from '../c';\nexport const b = 1;\n",
      'src/features/c/index.ts': "export { a } from '../a';\nexport const c = 1;\n",
      'src/features/d/index.ts': "import { a } from '../a';\nexport const d = 1;\n",
    });
    expect(checkBoundaries(importEdges(root)).cycles).toEqual([['src/features/a', 'src/features/b', 'src/features/c']]);
  });

  it('reads static, type-only, re-exporting and dynamic imports, and not the examples in comments', () => {
    const code = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "const d = () => import('./d');",
      "import './e.css';",
      "// import { nope } from './commented';",
      "/* import { nope } from './block'; */",
      "import x from 'react';",
    ].join('\n');
    expect(importSpecifiers(code).sort()).toEqual(['./a', './b', './c', './d', './e.css']);
  });
});
