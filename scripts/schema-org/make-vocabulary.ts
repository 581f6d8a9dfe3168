/**
 * Writes the two schema.org data files beside this script (README.md here): `types.json`, every
 * schema.org type that is a LocalBusiness and every one that is an Organization, by schema.org's own
 * type hierarchy (rdfs:subClassOf, followed with a work list), so the site check judges a business by
 * what schema.org says it is, not by how its name ends (`Service` and `GovernmentService` are offers;
 * `OnlineBusiness` and `OnlineStore` are Organizations, not local businesses). And `vocabulary.json`:
 * every schema.org type with its parents and every property with the types it belongs to, all that
 * @adobe/structured-data-validator reads of the vocabulary, so the business markup fix is checked
 * against schema.org offline (the release file itself is 1.5 MB, this 107 KB).
 *
 * Usage: `npx tsx scripts/schema-org/make-vocabulary.ts <schemaorg-current-https.jsonld> <release>`, the
 * file from a release folder of https://github.com/schemaorg/schemaorg (`data/releases/<release>/`).
 * The vocabulary is schema.org's, CC BY-SA 3.0 (THIRD_PARTY_NOTICES.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const typesFile = join(here, 'types.json');
export const vocabularyFile = join(here, 'vocabulary.json');

type Ids = { '@id': string } | { '@id': string }[];
interface Node {
  '@id': string;
  '@type': string | string[];
  'rdfs:subClassOf'?: Ids;
  'schema:domainIncludes'?: Ids;
}

const namesOf = (ids: Ids | undefined) => (Array.isArray(ids) ? ids : ids ? [ids] : []).map((x) => x['@id'].replace(/^schema:/, ''));

/** Each type's subtypes, by name, from the vocabulary's graph. */
function subtypesOf(graph: Node[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const node of graph) {
    const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
    if (!types.includes('rdfs:Class') || !node['@id'].startsWith('schema:')) continue;
    const parents = node['rdfs:subClassOf'] ?? [];
    for (const parent of Array.isArray(parents) ? parents : [parents]) {
      const list = children.get(parent['@id']) ?? [];
      list.push(node['@id'].slice('schema:'.length));
      children.set(parent['@id'], list);
    }
  }
  return children;
}

/** `root` and every type below it, sorted. */
function below(children: Map<string, string[]>, root: string): string[] {
  const seen = new Set([root]);
  const work = [root];
  while (work.length)
    for (const child of children.get(`schema:${work.pop()}`) ?? []) if (!seen.has(child)) seen.add(child), work.push(child);
  return [...seen].sort();
}

/** Where a data file came from and under what licence: JSON has no comments, so it says so in its first fields. */
const provenance = (release: string) => ({
  generated: `by scripts/schema-org/make-vocabulary.ts from schema.org release ${release} (schemaorg-current-https.jsonld); do not edit: run the script again`,
  licence: "the vocabulary is schema.org's, CC BY-SA 3.0 (THIRD_PARTY_NOTICES.md)",
  release,
});

/**
 * JSON with one entry a line: a release's changes read as added and removed names in a diff, and the
 * file stays a fraction of what the indented form would be.
 */
function oneEntryALine(fields: Record<string, unknown>): string {
  const value = (v: unknown) =>
    Array.isArray(v)
      ? `[\n${v.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`
      : v && typeof v === 'object'
        ? `{\n${Object.entries(v)
            .map(([k, x]) => `    ${JSON.stringify(k)}: ${JSON.stringify(x)}`)
            .join(',\n')}\n  }`
        : JSON.stringify(v);
  return `{\n${Object.entries(fields)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${value(v)}`)
    .join(',\n')}\n}\n`;
}

/** types.json for a vocabulary file and its release. */
export function typesJson(vocabulary: { '@graph': Node[] }, release: string): string {
  const children = subtypesOf(vocabulary['@graph']);
  return oneEntryALine({
    ...provenance(release),
    localBusiness: below(children, 'LocalBusiness'),
    organization: below(children, 'Organization'),
  });
}

/**
 * vocabulary.json: what the validator reads (nodes whose @type is exactly rdfs:Class or rdf:Property,
 * as it filters them), each type's parents and each property's types.
 */
export function vocabularyJson(vocabulary: { '@graph': Node[] }, release: string): string {
  const of = (type: string, key: 'rdfs:subClassOf' | 'schema:domainIncludes') =>
    Object.fromEntries(
      vocabulary['@graph']
        .filter((n) => n['@type'] === type && n['@id'].startsWith('schema:'))
        .map((n) => [n['@id'].slice('schema:'.length), namesOf(n[key])])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  return oneEntryALine({
    ...provenance(release),
    classes: of('rdfs:Class', 'rdfs:subClassOf'),
    properties: of('rdf:Property', 'schema:domainIncludes'),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, release] = process.argv.slice(2);
  if (!file || !release)
    throw new Error('usage: tsx scripts/schema-org/make-vocabulary.ts <schemaorg-current-https.jsonld> <release, such as 30.0>');
  const vocabulary = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(typesFile, typesJson(vocabulary, release));
  writeFileSync(vocabularyFile, vocabularyJson(vocabulary, release));
  console.log(`wrote ${typesFile} and ${vocabularyFile}`);
}
