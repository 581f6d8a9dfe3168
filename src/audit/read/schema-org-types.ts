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
