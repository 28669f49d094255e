// Preloaded by scripts/bench/memory.ts --probe into `node dist/cli.js serve` (node -r): on SIGWINCH,
// writes process.memoryUsage(), V8's heap spaces and the process's mappings by kind to
// $MEMORY_PROBE.last.json, and with MEMORY_PROBE_SNAPSHOTS=1 a heap snapshot beside it.
// CommonJS and outside the program on purpose: it measures the program without being part of it.
'use strict';
const fs = require('node:fs');
const v8 = require('node:v8');

const out = process.env.MEMORY_PROBE;
if (out) {
  process.on('SIGWINCH', () => {
    const smaps = fs.readFileSync('/proc/self/smaps', 'utf8');
    const byKind = {};
    let kind = '';
    for (const line of smaps.split('\n')) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) {
        const name = head[1] || '[anon]';
        kind = name.startsWith('/') ? (name.endsWith('.node') || name.includes('.so') ? `lib ${name.split('/').pop()}` : `file ${name.split('/').pop()}`) : name;
        continue;
      }
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) byKind[kind] = (byKind[kind] || 0) + Number(rss[1]);
    }
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const field = (f) => Number(new RegExp(`${f}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    const report = {
      memoryUsage: process.memoryUsage(),
      status: { VmRSS: field('VmRSS'), RssAnon: field('RssAnon'), RssFile: field('RssFile'), Threads: field('Threads') },
      heapSpaces: v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, size: s.space_size, used: s.space_used_size })),
      heapStatistics: v8.getHeapStatistics(),
      mappingsKiB: Object.fromEntries(Object.entries(byKind).sort((a, b) => b[1] - a[1]).slice(0, 25)),
    };
    if (process.env.MEMORY_PROBE_SNAPSHOTS) report.snapshot = v8.writeHeapSnapshot(`${out}.${Date.now()}.heapsnapshot`);
    fs.writeFileSync(`${out}.last.json`, JSON.stringify(report, null, 1));
  });
}
