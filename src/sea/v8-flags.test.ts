import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { V8_FLAGS, V8_START_FLAGS, V8_TIER_UP_FLAGS, builtinsRequiredBy } from './v8-flags';

describe('builtinsRequiredBy', () => {
  it('lists the built-in modules a bundle requires, once each, as node: ids, and nothing else', () => {
    const bundle = [
      'var a = require("node:fs"), b = require("fs"), c = require( "node:sea" );',
      "var d = require('worker_threads'), e = require(\"node:fs/promises\");",
      'var f = require("ajv/dist/runtime/uri"), g = require("./local"), h = require("fastify");',
      'var i = myrequire("node:http"); var j = require(name);',
    ].join('\n');
    expect(builtinsRequiredBy(bundle)).toEqual(['node:fs', 'node:fs/promises', 'node:sea', 'node:worker_threads']);
  });
});

describe('applyTierUpFlags', () => {
  // In a process of its own (the flags are the process's): with V8 compiling on the main thread,
  // a small function called 3,000 times is optimised by TurboFan under the default thresholds, and
  // is not once the flags are set at run time. %GetOptimizationStatus's bit 64 is "TurboFanned".
  it('loads the built-ins first, going on past one that fails, then raises the optimising compilers’ thresholds', () => {
    const run = (apply: boolean) => {
      const script = `
        const loaded = [];
        ${apply ? `const { applyTierUpFlags } = await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'v8-flags.ts')).href)});
        applyTierUpFlags(['node:fs', 'node:nope', 'node:path'], (id) => { loaded.push(id); if (id === 'node:nope') throw new Error('no such module'); return process.getBuiltinModule(id); });` : ''}
        function f(a) { let s = 0; for (let i = 0; i < 10; i++) s += a * i; return s; }
        let t = 0;
        for (let i = 0; i < 3000; i++) t += f(i);
        process.stdout.write(JSON.stringify({ loaded, status: new Function('f', 'return %GetOptimizationStatus(f)')(f) }));`;
      return JSON.parse(execFileSync(process.execPath, ['--allow-natives-syntax', '--single-threaded', '--input-type=module', '-e', script], { encoding: 'utf8' })) as { loaded: string[]; status: number };
    };
    const TURBOFANNED = 64;
    expect(run(false).status & TURBOFANNED).toBe(TURBOFANNED);
    const applied = run(true);
    expect(applied.loaded).toEqual(['node:fs', 'node:nope', 'node:path']);
    expect(applied.status & TURBOFANNED).toBe(0);
  });

  it('keeps the start flags apart from the tier-up flags, and gives both to a command line', () => {
    expect(V8_FLAGS).toEqual([...V8_START_FLAGS, ...V8_TIER_UP_FLAGS]);
    expect(V8_TIER_UP_FLAGS.every((f) => f.startsWith('--invocation-count-for-'))).toBe(true);
  });
});
