/** @adobe/structured-data-validator ships JavaScript only: the part markup-validator.ts uses. */
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** schema.org's vocabulary, as its JSON-LD release file's `@graph`. */
    constructor(schemaOrgJson: { '@graph': unknown[] });
    /** Data as @marbec/web-auto-extractor gives it: `{ jsonld | microdata | rdfa: { [rootType]: nodes[] } }`. */
    validate(data: Partial<Record<'jsonld' | 'microdata' | 'rdfa', Record<string, unknown[]>>>): Promise<unknown[]>;
  }
}
