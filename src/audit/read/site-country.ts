/**
 * The site's country, decided once from every page read (regions.ts's REGION_SOURCES, strongest
 * first: a page's business markup, then the country its own `tel:` links dial, its host, its
 * language, its numbers), and each page's numbers and addresses read again in it. A page says its country alone
 * (page-facts.ts); the site says it for all: a home page with no `tel:` link shows `01905 723561`
 * (valid in New Zealand too) on a site whose contact page dials `tel:+441905723561`, and is British:
 * its numbers are read as British, and its footer's `WR1 1LW` as a British postcode.
 */
import { inForm } from './addresses.js';
import { type Phone, phoneOf } from './nap.js';
import type { PageFacts } from './page-facts.js';
import { REGION_SOURCES, type Region, type RegionSource } from './regions.js';

/**
 * The country the strongest kind of evidence on the site names most often, with what said it: `null`
 * for a country the check does not read (a page with no region that says where it is written for);
 * undefined with no page read.
 */
export function siteCountryOf(
  pages: readonly Pick<PageFacts, 'region' | 'regionFrom'>[],
): { region: Region | null; from: RegionSource } | undefined {
  for (const from of REGION_SOURCES) {
    const counts = new Map<Region | null, number>();
    for (const p of pages) if (p.regionFrom === from) counts.set(p.region ?? null, (counts.get(p.region ?? null) ?? 0) + 1);
    const [most] = [...counts].sort((a, b) => b[1] - a[1]);
    if (most) return { region: most[0], from };
  }
  return undefined;
}

/** A page's numbers as written, read again in the site's country where the page read them in another (each number once; with `null`, those written with their country code). */
function inCountry(phones: Phone[], region: Region | null): Phone[] {
  const read = new Map<string, Phone>();
  for (const p of phones) {
    const international = !p.written || p.written.trim().startsWith('+');
    const again = international ? undefined : phoneOf(p.written ?? '', region);
    if (!international && !again) continue;
    const phone = again ? { ...p, number: again.number, display: again.display } : p;
    if (!read.has(phone.number)) read.set(phone.number, phone);
  }
  return [...read.values()];
}

/** Every page's numbers and addresses in the site's one country (the facts changed in place, once, before anything judges them). */
export function readInSiteCountry(pages: PageFacts[]): void {
  const site = siteCountryOf(pages);
  if (!site) return;
  for (const facts of new Set(pages))
    if ((facts.region ?? null) !== site.region) {
      facts.phones = inCountry(facts.phones, site.region);
      facts.telLinks = inCountry(facts.telLinks, site.region);
      if (facts.addressesRead) facts.addresses = inForm(facts.addressesRead, site.region);
      if (site.region) facts.region = site.region;
      else delete facts.region;
      facts.regionFrom = site.from;
    }
}
