import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// schema.org's own vocabulary (the N-Quads of @zazuko/rdf-vocabularies), read once: which classes
// exist and what they extend, and for each property the classes it applies to and the types its
// value may have. Tests check structured data against it, so a made-up type or property fails.

const SCHEMA = 'http://schema.org/';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';

interface Vocabulary {
  classes: Map<string, Set<string>>;
  domains: Map<string, Set<string>>;
  ranges: Map<string, Set<string>>;
}

let cached: Vocabulary | undefined;

function load(): Vocabulary {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('@zazuko/rdf-vocabularies')), 'ontologies', 'schema.nq');
  const v: Vocabulary = { classes: new Map(), domains: new Map(), ranges: new Map() };
  const add = (m: Map<string, Set<string>>, k: string, val?: string) => {
    const set = m.get(k) ?? new Set<string>();
    if (val) set.add(val);
    m.set(k, set);
  };
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^<http:\/\/schema\.org\/([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!m) continue;
    const [, subject, predicate, object] = m as unknown as [string, string, string, string];
    const local = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : undefined;
    if (predicate === RDF_TYPE && (object === `${RDFS}Class` || local === 'DataType')) add(v.classes, subject);
    else if (predicate === `${RDFS}subClassOf` && local) add(v.classes, subject, local);
    else if (predicate === `${SCHEMA}domainIncludes` && local) add(v.domains, subject, local);
    else if (predicate === `${SCHEMA}rangeIncludes` && local) add(v.ranges, subject, local);
  }
  return v;
}

const vocab = () => (cached ??= load());

/** The class and every class it extends (its own name included). */
function ancestors(type: string): Set<string> {
  const seen = new Set<string>();
  const walk = (t: string) => {
    if (seen.has(t)) return;
    seen.add(t);
    for (const parent of vocab().classes.get(t) ?? []) walk(parent);
  };
  walk(type);
  return seen;
}

const TEXT_LIKE = ['Text', 'URL', 'Date', 'DateTime', 'Time', 'Number', 'Integer', 'Boolean', 'DataType'];

/**
 * Every problem of a JSON-LD node against schema.org: unknown types, properties that do not apply
 * to the node's type, and values of a type the property does not take. An empty list means valid.
 */
export function schemaOrgProblems(node: unknown, where = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => schemaOrgProblems(n, `${where}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const obj = node as Record<string, unknown>;
  if (Array.isArray(obj['@graph'])) return schemaOrgProblems(obj['@graph'], `${where}.@graph`);
  const type = obj['@type'];
  if (type === undefined) return Object.keys(obj).every((k) => k === '@id') ? [] : [`${where}: a node without @type`];
  if (typeof type !== 'string' || !vocab().classes.has(type)) return [`${where}: unknown type ${String(type)}`];
  const own = ancestors(type);
  const problems: string[] = [];
  for (const [prop, value] of Object.entries(obj)) {
    if (prop.startsWith('@')) continue;
    const domains = vocab().domains.get(prop);
    if (!domains) {
      problems.push(`${where}.${prop}: not a schema.org property`);
      continue;
    }
    if (![...domains].some((d) => own.has(d))) problems.push(`${where}.${prop}: does not apply to ${type}`);
    const ranges = vocab().ranges.get(prop) ?? new Set<string>();
    for (const [i, v] of (Array.isArray(value) ? value : [value]).entries()) {
      const at = `${where}.${prop}${Array.isArray(value) ? `[${i}]` : ''}`;
      if (typeof v === 'object' && v !== null) {
        const vt = (v as Record<string, unknown>)['@type'];
        // A bare reference ({ "@id" }) names a node typed elsewhere in the graph.
        if (typeof vt === 'string' && ![...ancestors(vt)].some((a) => ranges.has(a))) problems.push(`${at}: ${vt} is not a value ${prop} takes`);
        problems.push(...schemaOrgProblems(v, at));
      } else if (![...ranges].some((r) => TEXT_LIKE.includes(r) || ancestors(r).has('Text') || ancestors(r).has('DataType'))) {
        problems.push(`${at}: ${prop} takes no literal value`);
      }
    }
  }
  return problems;
}
