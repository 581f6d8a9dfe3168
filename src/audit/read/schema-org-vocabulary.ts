/**
 * schema.org's vocabulary as @adobe/structured-data-validator reads it: every type with its parents,
 * every property with the types it belongs to. Generated data, kept beside the script that makes it
 * (scripts/schema-org/vocabulary.json, scripts/schema-org/README.md); this module is imported only
 * when a page has structured data to validate (markup-validator.ts), so the check's thread reads the data only then.
 */
import vocabulary from '../../../scripts/schema-org/vocabulary.json' with { type: 'json' };

/** The schema.org release the data was made from. */
export const SCHEMA_ORG_RELEASE: string = vocabulary.release;

/** Every schema.org type (rdfs:Class) and the types it is a subclass of. */
export const CLASSES: Record<string, string[]> = vocabulary.classes;

/** Every schema.org property (rdf:Property) and the types it belongs to (schema:domainIncludes). */
export const PROPERTIES: Record<string, string[]> = vocabulary.properties;
