/**
 * The business markup fix checked before it is offered, by tools that are not ours to agree with it:
 * Adobe's structured-data validator (@adobe/structured-data-validator), given schema.org's
 * vocabulary (release SCHEMA_ORG_RELEASE, schema-org-vocabulary.ts, offline), checks every type and
 * property against schema.org and applies Google's rich-result rules for the types it knows
 * (Organization, BreadcrumbList, ImageObject ...); what it says of the site's own block before the
 * change is the site's, so only what the change adds counts, and a node of several types has the
 * properties of each, as schema.org has it (`allowedByAnotherType`). Google's LocalBusiness rules, which it
 * does not cover, are checked by the project's table (findings/local-markup.ts) on the block as the
 * check itself reads it. The text must also parse back to the same JSON, with nothing that ends or
 * bends its `<script>`.
 */
import type { PasteFix } from '../findings/finding.js';
import { missingRecommended, missingRequired } from '../findings/local-markup.js';
import { JsonLdReader } from '../read/json-ld.js';
import { listed } from '../../shared/words.js';
import type { Built } from './built.js';

interface Issue {
  issueMessage: string;
  severity: string;
  path?: unknown;
  /** The node it is about, as JSON, and the properties it names. */
  source?: string;
  errorType?: string;
  fieldNames?: string[];
}

/**
 * An issue that a property is not one of a node's types, where another of its types has it: the
 * validator asks every type of a node for every property, but schema.org gives a node of several
 * types ("@type": ["LocalBusiness", "Corporation"]) the properties of each, as Google reads it. Left
 * in, it refused the LocalBusiness the report recommends its geo beside the site's own Corporation.
 */
function allowedByAnotherType(issue: Issue, classes: Record<string, string[]>, properties: Record<string, string[]>): boolean {
  if (issue.errorType !== 'schemaOrg' || issue.fieldNames?.length !== 1 || !issue.source) return false;
  let types: unknown;
  try {
    types = (JSON.parse(issue.source) as { '@type'?: unknown })['@type'];
  } catch {
    return false;
  }
  if (!Array.isArray(types) || types.length < 2) return false;
  const domain = new Set(properties[issue.fieldNames[0] ?? ''] ?? []);
  // A type has a property when it or a type it descends from is in the property's domain.
  const has = (type: string, seen = new Set<string>()): boolean =>
    domain.has(type) || (!seen.has(type) && (seen.add(type), (classes[type] ?? []).some((parent) => has(parent, seen))));
  return types.some((t) => typeof t === 'string' && has(t));
}
type Validate = (block: unknown) => Promise<Issue[]>;
let validator: Promise<{ validate: Validate; release: string }> | undefined;

/** The validator, loaded once per thread (its code and the vocabulary are read only when a markup fix is built). */
function adobe(): Promise<{ validate: Validate; release: string }> {
  validator ??= (async () => {
    const [{ default: Validator }, { CLASSES, PROPERTIES, SCHEMA_ORG_RELEASE }] = await Promise.all([
      import('@adobe/structured-data-validator'),
      import('./schema-org-vocabulary.js'),
    ]);
    const ids = (names: string[]) => names.map((n) => ({ '@id': `schema:${n}` }));
    const graph = [
      ...Object.entries(CLASSES).map(([n, parents]) => ({ '@id': `schema:${n}`, '@type': 'rdfs:Class', 'rdfs:subClassOf': ids(parents) })),
      ...Object.entries(PROPERTIES).map(([n, types]) => ({
        '@id': `schema:${n}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': ids(types),
      })),
    ];
    const v = new Validator({ '@graph': graph });
    // As @marbec/web-auto-extractor hands JSON-LD over: each top node (the block, its array, its @graph) by its first type.
    const validate = async (block: unknown) => {
      const top = (Array.isArray(block) ? block : [block]).flatMap((n) => (Array.isArray(n?.['@graph']) ? n['@graph'] : [n]));
      const jsonld: Record<string, unknown[]> = {};
      for (const node of structuredClone(top)) {
        const type = [node?.['@type']].flat()[0];
        if (typeof type === 'string') (jsonld[type] ??= []).push(node);
      }
      return ((await v.validate({ jsonld })) as Issue[]).filter((i) => !allowedByAnotherType(i, CLASSES, PROPERTIES));
    };
    return { validate, release: SCHEMA_ORG_RELEASE };
  })();
  return validator;
}

/** Adobe's structured-data validator's issues in one JSON-LD block, with the schema.org release it checked against. */
export async function markupIssues(block: unknown): Promise<{ issues: Issue[]; release: string }> {
  const { validate, release } = await adobe();
  return { issues: await validate(block), release };
}

const key = (i: Issue) => `${i.severity} ${i.issueMessage} ${JSON.stringify(i.path)}`;

/** `fix` when every check passes (and says so), else why it is not offered. `before`: the site's block as written, escaped alike. */
export async function checkMarkup(fix: PasteFix, before: string | undefined, block: unknown): Promise<Built> {
  const json = /^<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>$/.exec(fix.text)?.[1] ?? '';
  if (/<\/?script|<!--/i.test(json) || JSON.stringify(JSON.parse(json)) !== JSON.stringify(block))
    return { refused: 'The markup we built did not read back as the same JSON, so we do not offer it.' };
  const { validate, release } = await adobe();
  const known = new Set((before ? await validate(JSON.parse(before)) : []).map(key));
  const added = (await validate(block)).filter((i) => !known.has(key(i)));
  if (added.length)
    return {
      refused: `Adobe's structured-data validator found ${added.length === 1 ? 'a problem' : `${added.length} problems`} in the markup we built (${added[0]?.issueMessage}), so we do not offer it.`,
    };
  const reader = new JsonLdReader();
  reader.read(json, json.length);
  const b = reader.data.businesses.find((x) => x.local) ?? reader.data.businesses[0];
  // A telephone as written (the owner's placeholder, or a number our reader could not place) is given: the fix never rewrites it.
  const given = (property: string) => property === 'telephone' && b?.telephoneWritten !== undefined;
  const lacks = b
    ? [
        ...missingRequired(b),
        ...missingRecommended(b)
          .map((a) => a.property)
          .filter((p) => !given(p)),
      ]
    : ['a business node'];
  if (lacks.length) return { refused: `With what we could add, your markup would still lack ${listed(lacks)}, which Google asks for.` };
  return {
    ...fix,
    checked: `Checked before we offered it: Adobe's structured-data validator (schema.org ${release}, Google's rich-result rules) and Google's LocalBusiness rules.`,
  };
}
