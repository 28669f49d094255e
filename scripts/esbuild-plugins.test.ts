import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { fastifyCompressLazyGlobalsPlugin } from './esbuild-plugins.ts';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'athlete-esbuild-plugins-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const base: esbuild.BuildOptions = { bundle: true, platform: 'node', format: 'cjs', target: 'node24', write: false, logLevel: 'silent' };

describe('@fastify/compress without the lazy fetch globals', () => {
  it('answers strings, Buffers and Node streams without touching Response or ReadableStream', async () => {
    const file = path.join(root, 'node_modules/@fastify/compress/lib/utils.js');
    const built = await esbuild.build({ ...base, entryPoints: [file], outfile: path.join(tmp, 'utils.js'), packages: 'external', plugins: [fastifyCompressLazyGlobalsPlugin()] });
    // The bundle runs where reading either global is recorded.
    const touched: string[] = [];
    const module = { exports: {} as { isFetchResponse: (x: unknown) => boolean; isWebReadableStream: (x: unknown) => boolean } };
    const context: Record<string, unknown> = { module, exports: module.exports, require: createRequire(file), process, Buffer, ArrayBuffer };
    for (const name of ['Response', 'ReadableStream']) Object.defineProperty(context, name, { get: () => (touched.push(name), Map) });
    vm.runInNewContext(built.outputFiles![0]!.text, context);
    const utils = module.exports;
    for (const payload of ['{"ok":true}', Buffer.from('x'), new Uint8Array(2), { pipe() {} }, null]) {
      expect(utils.isFetchResponse(payload)).toBe(false);
      expect(utils.isWebReadableStream(payload)).toBe(false);
    }
    expect(touched).toEqual([]);
    // Anything else is still asked of the real globals.
    expect(utils.isFetchResponse({})).toBe(false);
    expect(touched).toEqual(['Response']);
  });
});
