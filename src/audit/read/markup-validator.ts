/**
 * Adobe's structured-data validator (@adobe/structured-data-validator), given schema.org's vocabulary
 * (release SCHEMA_ORG_RELEASE, schema-org-vocabulary.ts, offline): it checks every type and property
 * against schema.org and applies Google's rich-result rules for the types it knows (Product, Offer,
 * Review, AggregateRating, BreadcrumbList, Recipe, JobPosting, VideoObject, Organization ...). Loaded
 * once per thread, and only when a page has structured data: the read stage hands its verdicts to the
 * findings as facts (markup-items.ts), and the business markup fix is checked by it too
 * (fixes/markup-check.ts). Its one change: a property another of a node's several types has is not
 * said to be unknown (`allowedByAnotherType`), as schema.org has it.
 */

/** One issue, as the validator reports it. */
export interface ValidatorIssue {
  issueMessage: string;
  severity: string;
  /** Where in the item: each step's type (a string, or a node's several), index and property. */
  path?: { type?: unknown; index?: number; property?: string }[];
  /** The root node it is about, as JSON (JSON-LD), and the properties it names. */
  source?: string;
  errorType?: string;
  fieldNames?: string[];
}

/** How the structured data was written on the page: the validator's three formats. */
export type MarkupFormat = 'jsonld' | 'microdata' | 'rdfa';

/**
 * An issue that a property is not one of a node's types, where another of its types has it: the
 * validator asks every type of a node for every property, but schema.org gives a node of several
 * types ("@type": ["LocalBusiness", "Corporation"]) the properties of each, as Google reads it.
 */
export function allowedByAnotherType(
  issue: ValidatorIssue,
  classes: Record<string, string[]>,
  properties: Record<string, string[]>,
): boolean {
  if (issue.errorType !== 'schemaOrg' || issue.fieldNames?.length !== 1) return false;
  const step = issue.path?.at(-1);
  let types: unknown = step?.type;
  // The root's step names its first type only: its node, as JSON, names them all.
  if (!Array.isArray(types) && issue.source && (issue.path?.length ?? 1) <= 1) {
    try {
      types = (JSON.parse(issue.source) as { '@type'?: unknown })['@type'];
    } catch {
      return false;
    }
  }
  if (!Array.isArray(types) || types.length < 2) return false;
  const domain = new Set(properties[issue.fieldNames[0] ?? ''] ?? []);
  // A type has a property when it or a type it descends from is in the property's domain (a work list: the hierarchy is schema.org's, never the site's).
  const has = (type: string) => {
    const seen = new Set<string>();
    const work = [type];
    while (work.length) {
      const t = work.pop() as string;
      if (domain.has(t)) return true;
      if (seen.has(t)) continue;
      seen.add(t);
      work.push(...(classes[t] ?? []));
    }
    return false;
  };
  return types.some((t) => typeof t === 'string' && has(t.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, '')));
}

type Validate = (format: MarkupFormat, nodes: unknown[]) => Promise<ValidatorIssue[]>;
let validator: Promise<{ validate: Validate; release: string }> | undefined;

/** The validator, loaded once per thread (its code and the vocabulary are read only when there is markup to validate). */
export function adobeValidator(): Promise<{ validate: Validate; release: string }> {
  validator ??= (async () => {
    const [{ default: Validator }, { CLASSES, PROPERTIES, SCHEMA_ORG_RELEASE }] = await Promise.all([
      import('@adobe/structured-data-validator'),
      import('./schema-org-vocabulary.js'),
    ]);
    const v = new Validator(vocabularyGraph(CLASSES, PROPERTIES));
    // As @marbec/web-auto-extractor hands data over: each top node by its first type (the validator's own copy: it deletes `@location`).
    const validate: Validate = async (format, nodes) => {
      const byType: Record<string, unknown[]> = {};
      for (const node of structuredClone(nodes) as Record<string, unknown>[]) {
        const type = [node?.['@type']].flat()[0];
        if (typeof type === 'string') (byType[type] ??= []).push(node);
      }
      return ((await v.validate({ [format]: byType })) as ValidatorIssue[]).filter((i) => !allowedByAnotherType(i, CLASSES, PROPERTIES));
    };
    return { validate, release: SCHEMA_ORG_RELEASE };
  })();
  return validator;
}

/** schema.org's vocabulary as its JSON-LD release file's `@graph` gives it: what the validator's constructor reads. */
export function vocabularyGraph(classes: Record<string, string[]>, properties: Record<string, string[]>): { '@graph': unknown[] } {
  const ids = (names: string[]) => names.map((n) => ({ '@id': `schema:${n}` }));
  return {
    '@graph': [
      ...Object.entries(classes).map(([n, parents]) => ({ '@id': `schema:${n}`, '@type': 'rdfs:Class', 'rdfs:subClassOf': ids(parents) })),
      ...Object.entries(properties).map(([n, types]) => ({
        '@id': `schema:${n}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': ids(types),
      })),
    ],
  };
}

/** JSON-LD's top nodes as the validator takes them: the block, each of its array, each of its `@graph`. */
export const topNodes = (block: unknown): unknown[] =>
  (Array.isArray(block) ? block : [block]).flatMap((n) => (Array.isArray(n?.['@graph']) ? n['@graph'] : [n]));
