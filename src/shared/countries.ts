/**
 * The countries whose national phone numbers and postal addresses the site check reads without a
 * country code, by ISO 3166-1 code, as the report names them: the check's readers take the codes
 * (src/audit/read/regions.ts), and the report's sentences about what was read take the names, so the
 * two never disagree.
 */
export const COUNTRIES_READ = {
  AU: 'Australia',
  NZ: 'New Zealand',
  GB: 'the UK',
  IE: 'Ireland',
  US: 'the US',
  CA: 'Canada',
  DE: 'Germany',
  FR: 'France',
  NL: 'the Netherlands',
  ZA: 'South Africa',
  IN: 'India',
} as const;

/** "Australia, New Zealand, … and India": every country the check reads, as a sentence lists them. */
export const countriesReadListed = (() => {
  const names: string[] = Object.values(COUNTRIES_READ);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
})();
