/**
 * The business markup, with what it lacks added and nothing else changed. Where the home page has
 * its own JSON-LD block describing the business, the fix is that block as the site wrote it (a
 * Yoast `@graph` whole, every node, type, `@id` and value kept) with only the properties Google
 * requires or recommends that the business node lacks added at its end, shown as a change (an
 * Organization made the LocalBusiness the report recommends, so what is added is allowed on it). Where the
 * site has none, it is a new LocalBusiness block (on a site of several locations, one for each
 * location's own page, with its own street and number: Google reads each location from its own page). What the pages show (the phone and street address
 * shown most, the name the site gives itself) fills what it can; the map pin, hours and price range,
 * and anything not read, are marked placeholders. The JSON is escaped for a `<script>` element.
 */
import type { Evidence } from '../read/evidence.js';
import type { PasteFix } from '../findings/finding.js';
import { businessMarkupOf, readLocal, tradeTypeOf } from '../read/local-reading.js';
import { clip } from '../../lib/clip.js';
import { type Business, businessType, typesOf } from '../read/json-ld.js';
import { type Address, addressKey, addressText } from '../read/addresses.js';
import type { Phone } from '../read/nap.js';
import { fillIn, listed, pathOf } from '../../shared/words.js';
import { lineDiff, shownDiff } from './diff.js';
import { checkMarkup, scriptBlock, scriptJson } from './markup-check.js';
import type { Built } from './built.js';

/** The value shown on the most pages, one list a page, and on how many (ties: the first page's). */
export function mostShown<T>(lists: T[][], key: (x: T) => string): { value: T; pages: number } | undefined {
  const counts = new Map<string, { value: T; pages: number }>();
  for (const list of lists)
    for (const value of new Map(list.map((x) => [key(x), x])).values()) {
      const seen = counts.get(key(value));
      counts.set(key(value), { value, pages: (seen?.pages ?? 0) + 1 });
    }
  return [...counts.values()].sort((a, b) => b.pages - a.pages)[0];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);
/** Values visited looking for the business node in a block (a block is at most 64 KB). */
const NODES = 10_000;

/** The block's nodes, with a work list: each object, and the nodes with an @id by it. */
function nodesOf(block: unknown): { nodes: Json[]; ids: Map<string, Json> } {
  const nodes: Json[] = [];
  const ids = new Map<string, Json>();
  const work = [block];
  for (let seen = 0; work.length && seen < NODES; seen++) {
    const v = work.pop();
    if (Array.isArray(v)) work.push(...[...v].reverse());
    else if (isObject(v)) {
      nodes.push(v);
      if (typeof v['@id'] === 'string' && Object.keys(v).length > 1 && !ids.has(v['@id'])) ids.set(v['@id'], v);
      work.push(...Object.values(v).reverse());
    }
  }
  return { nodes, ids };
}

/** The node the check read as the business (its type, and its name as clipped), in one of the home page's blocks. */
function businessIn(sources: string[], b: Business): { block: unknown; node: Json; ids: Map<string, Json> } | undefined {
  for (const source of sources) {
    const block: unknown = JSON.parse(source);
    const { nodes, ids } = nodesOf(block);
    const node = nodes.find(
      (n) => businessType(typesOf(n))?.type === b.type && (typeof n.name === 'string' ? clip(n.name, 120) : undefined) === b.name,
    );
    if (node) return { block, node, ids };
  }
  return undefined;
}

/**
 * What the pages show: the phone and street address on the most pages, and where they show no
 * street, the town and postcode they do show (`area`).
 */
function shownOnPages(e: Evidence): { phone?: Phone; street?: Address; area?: Address } {
  const pages = e.site?.pages.map((p) => p.fetched.facts) ?? [e.start.facts];
  const most = (keep: (a: Address) => boolean) =>
    mostShown(
      pages.map((f) => f.addresses.filter((a) => keep(a) && !a.postal && !a.incomplete)),
      addressKey,
    )?.value;
  const street = most((a) => Boolean(a.street));
  return {
    phone: mostShown(
      pages.map((f) => [...f.phones, ...f.telLinks]),
      (p) => p.number,
    )?.value,
    street,
    area: street ? undefined : most((a) => !a.street),
  };
}

/**
 * An Organization whose site shows where it is made the LocalBusiness the report recommends, so what
 * is added (geo, hours, a price range: LocalBusiness properties) is allowed on it: "Organization"
 * becomes "LocalBusiness", a kind of Organization, so nothing the node said is lost; a more specific
 * type (Corporation, MedicalOrganization) is kept, after LocalBusiness, which validators and Google's
 * local rules read it as. Added beside "Organization" instead, the node was still read as an
 * Organization, and the validator refused its geo. Says what it did, or nothing for a local type.
 */
function makeLocal(node: Json): string | undefined {
  if (businessType(typesOf(node))?.local) return undefined;
  const types = [node['@type']].flat().filter((t): t is string => typeof t === 'string');
  if (types.includes('Organization')) {
    const local = types.map((t) => (t === 'Organization' ? 'LocalBusiness' : t));
    node['@type'] = local.length === 1 ? 'LocalBusiness' : local;
    return types.length === 1
      ? 'its type LocalBusiness (a kind of Organization) in place of Organization'
      : 'LocalBusiness (a kind of Organization) in place of Organization among its types';
  }
  node['@type'] = ['LocalBusiness', ...types];
  return `LocalBusiness added before ${listed(types)} among its types`;
}

/** A location of the business and its own page: the one street address it shows, and its own number there. */
interface LocationPage {
  url: string;
  street: Address;
  phone?: Phone;
}

/** Location pages a fix builds blocks for, at most (each checked by the validator). */
const LOCATIONS_MAX = 12;

/**
 * On a site of several locations (read/local-reading.ts), each location's own page: a page besides the
 * home page that shows one street address, a location's, and no other; the first such page of each
 * address in the crawl's order. Google reads each location from its own page, so a new block names
 * one location and goes there, not on the home page as the whole business's.
 */
function locationPagesOf(e: Evidence): LocationPage[] {
  const reading = e.site && readLocal({ site: e.site });
  if (!e.site || !reading || reading.locations < 2) return [];
  const pages = new Map<string, LocationPage>();
  for (const page of e.site.pages) {
    const streets = page.fetched.facts.addresses.filter((a) => a.street && !a.postal && !a.incomplete);
    const street = streets.length === 1 ? streets[0] : undefined;
    const key = street && addressKey(street);
    if (!street || !key || page === e.site.crawl.start || !reading.locationKeys.has(key) || pages.has(key)) continue;
    // The location's own number: one of the locations' numbers that its page shows.
    const phone = [...page.fetched.facts.telLinks, ...page.fetched.facts.phones].find((p) => reading.locationNumbers.has(p.number));
    pages.set(key, { url: page.url, street, ...(phone && { phone }) });
  }
  return [...pages.values()].slice(0, LOCATIONS_MAX);
}

/** What a new block is built from: a location's own page's street and number, else what the pages show most. */
function shownFor(e: Evidence, location: LocationPage | undefined): { phone?: Phone; street?: Address; area?: Address } {
  const shown = shownOnPages(e);
  return location ? { street: location.street, phone: location.phone ?? shown.phone } : shown;
}

/** Adds to `node` each property Google requires or recommends that it lacks; says which. */
function addMissing(node: Json, ids: Map<string, Json>, e: Evidence, name: string | undefined, location?: LocationPage): string[] {
  const { phone, street, area } = shownFor(e, location);
  const added: string[] = [];
  const add = (key: string, value: unknown, to = node, label = key) => {
    if (present(to[key])) return;
    to[key] = value;
    added.push(label);
  };
  add('name', name ?? fillIn('your business name'));
  add('url', location?.url ?? `${new URL(e.start.page.url).origin}/`);
  add('telephone', phone?.number ?? fillIn('your phone number, with its area code'));
  const ref = node.address;
  const address = isObject(ref) && typeof ref['@id'] === 'string' && ids.has(ref['@id']) ? ids.get(ref['@id']) : ref;
  // The pages' street address fills the markup's only where it is the same place (or the markup has none).
  const shown = street ?? area;
  const same = shown && (!isObject(address) || !present(address.postalCode) || address.postalCode === shown.postcode);
  const from = same ? shown : undefined;
  // The site's country, where it said one (read/site-country.ts), for what no address gave.
  const siteCountry = e.start.facts.regionFrom !== 'default' ? e.start.facts.region : undefined;
  const country = from ? (from.country ?? 'AU') : siteCountry;
  // A site written for a country whose addresses the check does not read: no Australian example for it.
  const abroad = !country && e.start.facts.regionFrom !== 'default';
  const parts: [string, string | undefined, string][] = [
    ['streetAddress', from?.street, 'your street address'],
    ['addressLocality', from?.suburb, 'your suburb or town'],
    // Google recommends a region everywhere; an address read in a form that writes none (the UK's) is asked for its county.
    [
      'addressRegion',
      from?.state || undefined,
      abroad || (country && country !== 'AU') ? 'your county, state or region' : 'your state, such as VIC',
    ],
    ['postalCode', from?.postcode, 'your postcode'],
    // An address is read in its country's form (read/addresses.ts): the country comes with it.
    ['addressCountry', country, abroad ? "your country's two-letter code" : 'your country, such as AU'],
  ];
  if (!present(address)) {
    add('address', { '@type': 'PostalAddress', ...Object.fromEntries(parts.map(([k, v, what]) => [k, v ?? fillIn(what)])) });
  } else if (isObject(address)) for (const [k, v, what] of parts) add(k, v ?? fillIn(what), address, `address.${k}`);
  add('geo', { '@type': 'GeoCoordinates', latitude: fillIn('latitude of your door, from Google Maps'), longitude: fillIn('longitude') });
  if (!present(node.openingHours))
    add('openingHoursSpecification', [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [fillIn('the days you open, such as Monday')],
        opens: fillIn('opening time, as 07:00'),
        closes: fillIn('closing time, as 17:00'),
      },
    ]);
  // Dollars are Australia's (and the agency's) currency; elsewhere the range is the owner's own currency's.
  add('priceRange', fillIn(!abroad && (country ?? 'AU') === 'AU' ? '$, $$, $$$ or $$$$' : 'your price range, in your own currency'));
  return added;
}

/** What the fix was built from, for its sentence. */
function builtFrom(e: Evidence, name: string | undefined, added: string[], location?: LocationPage): string {
  const { phone, street, area } = shownFor(e, location);
  const address = added.some((a) => a.startsWith('address'));
  const streetAdded = added.includes('address') || added.includes('address.streetAddress');
  const read = [
    added.includes('name') && name && `the name ${name}`,
    added.includes('telephone') && phone && `the phone ${phone.display}`,
    address && (street ?? area) && `the address ${addressText((street ?? area) as Address)}`,
  ].filter(Boolean);
  // Google matches the markup's address with the pages' (nap-markup-mismatch): a street only the markup gives disagrees with them.
  const noStreet =
    streetAdded && area
      ? ' Your pages show no street address: show the one you fill in here on them too (in your footer or contact page), as Google checks that your markup matches your pages.'
      : '';
  return `${read.length ? ` Built from what your pages show: ${listed(read as string[])}.` : ''}${noStreet}`;
}

/**
 * The business markup fix (see the top of this file), checked before it is offered; undefined when
 * the markup lacks nothing it can add. `name`: the name the site gives itself (findings/local.ts).
 */
export async function businessMarkupFix(e: Evidence, name: string | undefined): Promise<Built> {
  const onSite = businessMarkupOf(e);
  const home = e.start.facts.structuredData;
  const own = home.businesses.find((b) => b.local) ?? home.businesses[0];
  // A block of the home page's that describes the business but does not parse is mended by its own fix (markup-repair.ts): a second block beside it would say the business twice.
  const unparsed = !own && home.repair ? businessType(home.repair.types) : undefined;
  if (unparsed)
    return {
      refused: `Your home page already has a JSON-LD block describing your ${unparsed.type}, which does not parse: replace it with the mended block offered under “structured data block does not parse as JSON”, then check again to see what it lacks.`,
    };
  if (onSite && !own)
    return { refused: `Your ${onSite.type} markup is on another page, not your home page: add what it lacks there, as listed above.` };
  const found = own && businessIn(home.sources ?? [], own);
  if (own && !found)
    return {
      refused: home.microdata
        ? `Your ${own.type} markup is microdata, written in your home page’s HTML (itemprop attributes), not a block we can hand back changed: add what it lacks there, as listed above.`
        : 'Your home page’s business markup could not be read again whole, so we do not offer a change to it.',
    };
  const locations = own ? [] : locationPagesOf(e);
  if (locations.length >= 2) return locationsFix(e, name, locations);
  const location = locations[0];
  const block: unknown = found ? found.block : { '@context': 'https://schema.org', '@type': 'LocalBusiness' };
  const before = found ? scriptJson(block) : undefined;
  const retyped = found ? makeLocal(found.node) : undefined;
  const added = addMissing(found ? found.node : (block as Json), found?.ids ?? new Map(), e, name, location);
  if (found && !added.length && !retyped) return undefined;
  const text = scriptBlock(block);
  const rows = before && lineDiff(before.split('\n'), scriptJson(block).split('\n'));
  const trade = retyped ? tradeTypeOf(e) : undefined;
  const fix: PasteFix = {
    title: own
      ? `Your ${own.type} markup, with what it lacks added`
      : location
        ? `Business markup for your page of ${addressText(location.street)}`
        : 'Business markup for your home page',
    where: `${
      own
        ? `In your home page, replace the JSON-LD block that describes your ${own.type} with this one: it is your block as it is, with ${[retyped, added.length ? `${listed(added)} added` : undefined].filter(Boolean).join(', and ')} (the lines marked ${retyped ? '+ and -' : '+'}).${retyped ? ` LocalBusiness is the type Google reads local results from; use the one that fits you better${trade ? `, such as ${trade}` : ' for your trade'}, if there is one.` : ''}`
        : location
          ? `Your site shows ${readLocal({ site: e.site as NonNullable<Evidence['site']> }).locations} locations, and Google reads each from its own page: paste this into the <head> of ${pathOf(location.url)}, your page for ${addressText(location.street)}, and give each other location's page a block of its own, with its own address and phone.`
          : 'Paste this into the <head> of your home page.'
    }${builtFrom(e, name, added, location)} Fill in the marked values, then test it with Google's Rich Results Test.`,
    text,
    ...(rows ? { diff: shownDiff(rows) } : {}),
  };
  return checkMarkup(fix, before, block);
}

/**
 * A new block for each location's own page (locationPagesOf), each built from what that page shows
 * (its street address, its own number) and naming the page as its `url`, each checked as one block is.
 */
async function locationsFix(e: Evidence, name: string | undefined, locations: LocationPage[]): Promise<Built> {
  const blocks: string[] = [];
  let checked = '';
  for (const location of locations) {
    const block: Json = { '@context': 'https://schema.org', '@type': 'LocalBusiness' };
    addMissing(block, new Map(), e, name, location);
    const built = await checkMarkup({ title: '', where: '', text: scriptBlock(block) }, undefined, block);
    if (!built || 'refused' in built) return built;
    blocks.push(built.text);
    checked = built.checked ?? '';
  }
  const count = readLocal({ site: e.site as NonNullable<Evidence['site']> }).locations;
  return {
    title: `Business markup for your ${locations.length} location pages`,
    where: `Your site shows ${count} locations, and Google reads each from its own page: below is a block for each of ${listed(locations.map((l) => `${pathOf(l.url)} (${addressText(l.street)})`))}, built from what that page shows. Paste each into the <head> of the page its "url" names${count > locations.length ? ", and give each other location's page one alike" : ''}. Fill in the marked values, then test each page with Google's Rich Results Test.`,
    text: blocks.join('\n\n'),
    checked: `${checked} Each block was checked on its own.`,
  };
}
