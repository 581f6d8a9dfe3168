/**
 * Which schema.org types are local businesses and which are organisations, by schema.org's own
 * hierarchy (release 30.0): generated data, kept beside the script that makes it
 * (scripts/schema-org/types.json, scripts/schema-org/README.md), read here as sets.
 */
import types from '../../../scripts/schema-org/types.json' with { type: 'json' };

/** LocalBusiness and every type below it in schema.org's hierarchy. */
export const LOCAL_BUSINESS_TYPES: ReadonlySet<string> = new Set(types.localBusiness);

/** Organization and every type below it (LocalBusiness's included). */
export const ORGANIZATION_TYPES: ReadonlySet<string> = new Set(types.organization);

/** A node's @types, schema.org's prefix taken off (`https://schema.org/Plumber`, `schema:Plumber`). */
export const typesOf = (node: Record<string, unknown>) => {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, ''));
};

/**
 * The business type a node's @types name, by schema.org's hierarchy (schema-org-types.ts): the most
 * specific LocalBusiness type (`['Organization', 'Place', 'Plumber']` is a Plumber), else an
 * Organization type; `Service`, `GovernmentService` and the like are neither.
 */
export function businessType(types: string[]): { type: string; local: boolean } | undefined {
  const local = types.filter((t) => LOCAL_BUSINESS_TYPES.has(t));
  if (local.length) return { type: local.find((t) => t !== 'LocalBusiness') ?? 'LocalBusiness', local: true };
  const organization = types.filter((t) => ORGANIZATION_TYPES.has(t));
  if (organization.length) return { type: organization.find((t) => t !== 'Organization') ?? 'Organization', local: false };
  return undefined;
}
