/** @adobe/structured-data-validator ships JavaScript only: the part markup-check.ts uses. */
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** schema.org's vocabulary, as its JSON-LD release file's `@graph`. */
    constructor(schemaOrgJson: { '@graph': unknown[] });
    /** Data as @marbec/web-auto-extractor gives it: `{ jsonld: { [rootType]: nodes[] } }`. */
    validate(data: { jsonld: Record<string, unknown[]> }): Promise<{ issueMessage: string; severity: string; path?: unknown }[]>;
  }
}
