/**
 * Every structured-data type the site has, judged by Google's rules. What Adobe's structured-data
 * validator says of each item (read/markup-items.ts: Google's rich-result rules for the types it knows,
 * schema.org's vocabulary for every type) is said as it says it, page by page and property by
 * property; what Google shows for each type today comes from its search gallery
 * (https://developers.google.com/search/docs/appearance/structured-data/search-gallery) and its
 * announcements, and a type this file does not list is named as read, with no rule of ours:
 * - FAQ rich results: only for well-known, authoritative government and health websites since August 2023
 *   (https://developers.google.com/search/blog/2023/08/howto-faq-changes);
 * - HowTo rich results: no longer shown since September 2023 (same post, updated);
 * - review stars: not shown for reviews a business controls about itself, on LocalBusiness or
 *   Organization markup, since September 2019 (https://developers.google.com/search/blog/2019/09/making-review-rich-results-more-helpful);
 * - the sitelinks search box (WebSite's SearchAction): no longer shown since November 2024
 *   (https://developers.google.com/search/blog/2024/10/sitelinks-search-box), the markup harmless.
 * The business's own properties (name, address, telephone ...) are local-business-markup's.
 */
import { clip } from '../../lib/clip.js';
import type { MarkupIssue, MarkupItem } from '../read/markup-items.js';
import { businessType } from '../read/json-ld.js';
import type { PageFacts } from '../read/page-facts.js';
import { listed, plural } from '../../shared/words.js';
import { article } from './local-markup.js';
import { type EvidenceWith, pageCheck, shown, URLS_SHOWN } from './finding.js';
import type { Proof } from './proof.js';

/** A page's address and facts, as the judges read them. */
interface Page {
  url: string;
  facts: Pick<PageFacts, 'structuredData'>;
}

/** What Google shows for a type today, in a few words (its search gallery); `none`: no search feature of its own. */
const SHOWS: Record<string, string> = {
  BreadcrumbList: "a breadcrumb trail in place of the page's address, on computers",
  Product: 'price, stock and stars',
  Article: 'a better title, image and date',
  NewsArticle: 'a better title, image and date',
  BlogPosting: 'a better title, image and date',
  Event: 'an events listing',
  Recipe: 'a recipe result',
  JobPosting: 'a job listing',
  VideoObject: 'a video result',
  Review: 'stars, for a product, recipe, book, course or event',
  AggregateRating: 'stars, for a product, recipe, book, course or event',
  Course: 'a course listing',
  SoftwareApplication: "the app's rating and price",
  FAQPage: 'questions under the result, since August 2023 on government and health sites only',
  HowTo: 'nothing since 2023',
  WebSite: "your site's name",
  ImageObject: 'a Licensable badge in Google Images, given its licence or creator',
};
/**
 * Items whose validator rules are Google's documented ones for a rich result, with the result: a
 * property required or recommended inside one of these (a Product's Offer, a BreadcrumbList's
 * ListItem) is Google's rule for it. Elsewhere the validator applies its rules to every node of a type
 * (an Organization's `name`, which Google's Organization page does not require), so they are said as
 * the validator's.
 */
const GOOGLE_RESULT: Record<string, string> = {
  Product: 'product results',
  BreadcrumbList: 'a breadcrumb trail',
  Recipe: 'a recipe result',
  JobPosting: 'a job listing',
  VideoObject: 'a video result',
  Review: 'review stars',
  AggregateRating: 'review stars',
  ImageObject: 'the Licensable badge in Google Images',
};
/**
 * Google's own required and recommended properties for types the validator has no rules for, from
 * their pages: Article (https://developers.google.com/search/docs/appearance/structured-data/article:
 * "There are no required properties"; recommended author, dateModified, datePublished, headline, image)
 * and Event (.../event: required location, name, startDate; recommended description, endDate,
 * eventAttendanceMode, eventStatus, image, offers, organizer, performer). Only an item's own properties
 * are looked at. Any other type the validator does not know is named as read, with no rule of ours.
 */
const DOCUMENTED: Record<string, { result: string; requires: string[]; recommends: string[] }> = {
  ...Object.fromEntries(
    ['Article', 'NewsArticle', 'BlogPosting'].map((t) => [
      t,
      { result: 'articles', requires: [], recommends: ['author', 'dateModified', 'datePublished', 'headline', 'image'] },
    ]),
  ),
  Event: {
    result: 'an events listing',
    requires: ['location', 'name', 'startDate'],
    recommends: ['description', 'endDate', 'eventAttendanceMode', 'eventStatus', 'image', 'offers', 'organizer', 'performer'],
  },
};

/** Types with no search feature of their own: read, and said so. */
const NOTHING_OF_ITS_OWN = new Set([
  'WebPage',
  'CollectionPage',
  'AboutPage',
  'ContactPage',
  'ItemPage',
  'SearchResultsPage',
  'Service',
  'Person',
  'Place',
  'PostalAddress',
  'ContactPoint',
  'SiteNavigationElement',
  'WPHeader',
  'WPFooter',
  'WPSideBar',
  'ItemList',
  'Offer',
  'OfferCatalog',
]);

/** Government websites, by their domains (FAQ rich results are still shown for well-known ones). */
const GOVERNMENT = /\.(?:gov|mil)(?:\.[a-z]{2})?$|\.govt\.nz$|\.gouv\.fr$|\.gob\.[a-z]{2}$|\.gv\.at$|\.bund\.de$/;

/** Each page's items, the business's own types aside (local-business-markup judges them) but their validator issues kept. */
const itemsOn = (pages: readonly Page[]) =>
  pages.flatMap((p) => (p.facts.structuredData.items ?? []).map((item) => ({ url: p.url, item })));

/** Whose rule an issue states: Google's, for the rich result its item is for, or the validator's own. */
interface Rule {
  who: string;
  result?: string;
}

/** An issue as the report says it, in plain words from the validator's own (its message is kept where no plainer one fits). */
export function sayIssue(i: Pick<MarkupIssue, 'message' | 'properties'>, rule: Rule = { who: 'Google' }): string {
  const m = i.message;
  const names = (s: string) => listed([...s.matchAll(/"([^"]+)"/g)].map((x) => `"${x[1]}"`)).replace(/ and ([^ ]+)$/, ' or $1');
  const forResult = rule.result ? ` for ${rule.result}` : '';
  let r = /^Required attribute "([^"]+)" is missing$/.exec(m);
  if (r) return `has no "${r[1]}", which ${rule.who} requires${forResult}`;
  r = /^Missing field "([^"]+)" \(optional\)$/.exec(m);
  if (r) return `has no "${r[1]}", which ${rule.who} recommends${forResult}`;
  r = /^Invalid type for attribute "([^"]+)"$/.exec(m);
  if (r) return `gives "${r[1]}" a value of another kind than ${rule.who} expects${forResult}`;
  r = /^One of the following attributes is required: (.+)$/.exec(m);
  if (r) return `has none of ${names(r[1] ?? '')}, one of which ${rule.who} requires${forResult}`;
  r = /^One of the following conditions needs to be met: ((?:Required attribute "[^"]+" is missing(?: or |$))+)$/.exec(m);
  if (r) return `has none of ${names(r[1] ?? '')}, one of which ${rule.who} requires${forResult}`;
  r = /^Missing one of field (.+) on either product or all offers$/.exec(m);
  if (r) return `has none of ${names(r[1] ?? '')} on the product or every offer, one of which ${rule.who} recommends${forResult}`;
  r = /^One of the following conditions needs to be met: ((?:Missing field "[^"]+" \(optional\)(?: or |$))+)$/.exec(m);
  if (r) return `has none of ${names(r[1] ?? '')}, one of which ${rule.who} recommends${forResult}`;
  r = /^Property "([^"]+)" for type "([^"]+)" is not supported by the schema\.org specification$/.exec(m);
  if (r) return `has "${r[1]}", which schema.org does not give ${article(r[2] ?? '')}`;
  r = /^Type "([^"]+)" is not a valid schema\.org type$/.exec(m);
  if (r) return 'is not a schema.org type';
  return `: Adobe's validator says "${clip(m, 160)}"${i.properties.length ? ` (${i.properties.map((p) => `"${p}"`).join(', ')})` : ''}`;
}

const unindexed = (path: string) => path.replace(/\[\d+\]/g, '');

/** What Google's page for an item's type asks that it lacks (DOCUMENTED), written as the validator writes its own. */
function documentedIssues(item: MarkupItem): MarkupIssue[] {
  const rules = DOCUMENTED[item.type];
  if (!rules || !item.keys) return [];
  const at = { type: item.type, path: '', quote: item.quote, line: item.line };
  return [
    ...rules.requires
      .filter((p) => !item.keys.includes(p))
      .map((p) => ({ ...at, severity: 'error' as const, properties: [p], message: `Required attribute "${p}" is missing` })),
    ...rules.recommends
      .filter((p) => !item.keys.includes(p))
      .map((p) => ({ ...at, severity: 'warning' as const, properties: [p], message: `Missing field "${p}" (optional)` })),
  ];
}

/** What a validator message says: a property missing that Google requires or recommends (said together, per node), or anything else (said alone). */
const kindOf = (message: string) =>
  /^Required attribute "[^"]+" is missing$/.test(message)
    ? 'requires'
    : /^Missing field "[^"]+" \(optional\)$/.test(message)
      ? 'recommends'
      : 'alone';

/** One thing the validator says of a type, with every page it says it on: the properties it names, the node's place in the item. */
export interface IssueGroup {
  severity: MarkupIssue['severity'];
  /** The item's type, and the node's inside it when it is another (`BreadcrumbList`'s `ListItem`). */
  itemType: string;
  /** The first issue said (its node's type, place and quote); for missing properties said together, `properties` holds them all. */
  issue: MarkupIssue;
  kind: 'requires' | 'recommends' | 'alone';
  /** Adobe's validator, or Google's page for a type the validator has no rules for (DOCUMENTED). */
  source: 'adobe' | 'google';
  properties: string[];
  /** Each of the validator's issues it stands for: its page, severity, item type, properties and words (what the corpus test compares). */
  said: [url: string, severity: string, itemType: string, properties: string, message: string][];
  /** What Google's page for the type asks that the item lacks, in the validator's words (`source: 'google'`). */
  documented: string[];
  pages: { url: string; line: number }[];
}

/** The validator's issues on the pages, each said once with the pages it is on (errors first); missing properties of one node said together. */
export function issueGroupsOf(pages: readonly Page[]): IssueGroup[] {
  const groups = new Map<string, IssueGroup>();
  for (const { url, item } of itemsOn(pages)) {
    // On this page's item: the missing properties of each node, together.
    const here = new Map<string, IssueGroup>();
    for (const [source, issue] of [
      ...item.issues.map((i) => ['adobe', i] as const),
      ...documentedIssues(item).map((i) => ['google', i] as const),
    ]) {
      const kind = kindOf(issue.message);
      // A node's place without its index: the same property missing from each of three reviews is said once.
      const key = JSON.stringify([
        source,
        issue.severity,
        item.type,
        issue.type,
        unindexed(issue.path),
        kind === 'alone' ? issue.message : kind,
      ]);
      const g = here.get(key) ?? {
        severity: issue.severity,
        itemType: item.type,
        issue,
        kind,
        source,
        properties: [],
        said: [],
        documented: [],
        pages: [{ url, line: item.line }],
      };
      for (const p of kind === 'alone' ? [] : issue.properties) if (!g.properties.includes(p)) g.properties.push(p);
      if (source === 'adobe') g.said.push([url, issue.severity, item.type, issue.properties.join(','), issue.message]);
      else g.documented.push(issue.message);
      here.set(key, g);
    }
    for (const [key, g] of here) {
      const across = `${key} ${JSON.stringify(g.properties)}`;
      const known = groups.get(across);
      if (!known) groups.set(across, g);
      else {
        if (!known.pages.some((p) => p.url === url)) known.pages.push({ url, line: item.line });
        known.said.push(...g.said);
        known.documented.push(...g.documented);
      }
    }
  }
  return [...groups.values()].sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));
}

/** "a", "b" or "c" (the first few). */
const namesOf = (props: string[], join: 'or' | 'and') => {
  const quoted = props.slice(0, 8).map((p) => `"${p}"`);
  if (props.length > 8) quoted.push(`${props.length - 8} more`);
  return listed(quoted).replace(/ and ([^ ]+)$/, join === 'or' ? ' or $1' : ' and $1');
};

/** Whose rule a group states: Google's, where its item is one of GOOGLE_RESULT's, else the validator's. */
const ruleOf = (g: IssueGroup): Rule => {
  const documented = g.source === 'google' ? DOCUMENTED[g.itemType]?.result : undefined;
  if (documented) return { who: 'Google', result: documented };
  const result = GOOGLE_RESULT[g.itemType];
  return result ? { who: 'Google', result } : { who: "Adobe's validator" };
};

/** A group as a finding's entry: "https://…/product: Product has no "offers" …", or "… on 3 pages: a, b, c". */
function entryOf(g: IssueGroup): string {
  const what =
    g.issue.type && g.issue.type !== g.itemType
      ? `${g.itemType}'s ${g.issue.type}${g.issue.path ? ` (${unindexed(g.issue.path)})` : ''}`
      : g.itemType;
  const rule = ruleOf(g);
  const forResult = rule.result ? ` for ${rule.result}` : '';
  const alone = sayIssue(g.issue, rule);
  const said =
    g.kind === 'requires'
      ? ` has no ${namesOf(g.properties, 'or')}, which ${rule.who} requires${forResult}`
      : g.kind === 'recommends'
        ? ` has no ${namesOf(g.properties, 'and')}, which ${rule.who} recommends${forResult}`
        : `${alone.startsWith(':') ? '' : ' '}${alone}`;
  const sentence = `${what}${said}`;
  const first = g.pages[0];
  if (g.pages.length === 1 && first) return `${shown(first.url)}: ${sentence}`;
  const named = g.pages.slice(0, 4).map((p) => shown(p.url));
  return `${sentence}, on ${g.pages.length} pages: ${named.join(', ')}${g.pages.length > 4 ? ` and ${g.pages.length - 4} more` : ''}`;
}

/** Characters of the report's sentence the types read may take (a finding's message is kept to 600). */
const TYPES_SAID = 380;

/**
 * Each top-level type read (the business's own aside), in a few words: what Google shows for each it has
 * a result for, then those with no search feature of their own, then those only read; as many as fit.
 */
function typesRead(pages: readonly Page[]): string {
  const on = new Map<string, Set<string>>();
  let searchBox = false;
  for (const { url, item } of itemsOn(pages)) {
    if (businessType([item.type])) continue;
    on.set(item.type, (on.get(item.type) ?? new Set()).add(url));
    searchBox ||= Boolean(item.searchAction);
  }
  const pagesOf = (type: string) => ((on.get(type)?.size ?? 0) > 1 ? ` on ${on.get(type)?.size} pages` : '');
  const types = [...on.keys()];
  const shown = types
    .filter((t) => SHOWS[t])
    .map(
      (t) =>
        `${t}${pagesOf(t)} (${SHOWS[t]}${t === 'WebSite' && searchBox ? '; its search box is no longer shown, since November 2024' : ''})`,
    );
  const nothing = types.filter((t) => NOTHING_OF_ITS_OWN.has(t));
  const read = types.filter((t) => !SHOWS[t] && !NOTHING_OF_ITS_OWN.has(t));
  // As many as fit, whole: the types Google shows something for first, the rest counted.
  let said = '';
  const kept: string[] = [];
  for (const [i, part] of shown.entries()) {
    const next = `what Google shows for each: ${[...kept, part].join('; ')}`;
    if (next.length > TYPES_SAID) {
      said = `what Google shows for each: ${kept.join('; ')}; and ${plural(shown.length - i, 'more type', 'more types')}`;
      break;
    }
    kept.push(part);
    said = next;
  }
  const rest = [
    ...(nothing.length ? [`No search feature of their own: ${nothing.join(', ')}`] : []),
    ...(read.length ? [`Read: ${read.join(', ')}`] : []),
  ];
  for (const part of rest) if (`${said}. ${part}`.length <= TYPES_SAID) said = said ? `${said}. ${part}` : part;
  return said;
}

/** The site has structured data beyond the business's own markup (local-business-markup's), or the validator says something of it. */
const judged = (pages: readonly Page[]) =>
  itemsOn(pages).some(({ item }) => !businessType([item.type]) || item.issues.length > 0 || item.selfReviews?.length);

/** The pages a page-scope type reading the crawl judges: the crawl's, else the start page alone. */
const pagesOf = (e: EvidenceWith<'pages'>): Page[] =>
  e.site?.pages.map((x) => ({ url: x.url, facts: x.fetched.facts })) ?? [{ url: e.start.page.url, facts: e.start.facts }];

/** What a finding rests on: the node each of its first entries is about, on the first page it names. */
const proofOf = (groups: IssueGroup[]): Proof[] => {
  const proofs = new Map<string, Proof>();
  for (const g of groups.slice(0, URLS_SHOWN)) {
    const first = g.pages[0];
    const proof = first && { url: first.url, line: g.issue.line, quote: g.issue.quote };
    if (proof) proofs.set(JSON.stringify(proof), proof);
  }
  return [...proofs.values()];
};

/** What a pass rests on: the first node of each type judged (the business's own aside), where the page writes it. */
const judgedProof = (pages: readonly Page[]): Proof[] => {
  const first = new Map<string, Proof>();
  for (const { url, item } of itemsOn(pages))
    if (!businessType([item.type]) && !first.has(item.type)) first.set(item.type, { url, line: item.line, quote: item.quote });
  return [...first.values()].slice(0, URLS_SHOWN);
};

const rulesCheck = pageCheck({
  id: 'rich-results',
  group: 'search',
  requires: ['pages'],
  fixedBy: 'item-markup',
  weight: 3,
  why: 'Google shows a rich result (stars, prices, a breadcrumb trail) only for structured data that has every property its rules require; markup that breaks them earns nothing and may be ignored.',
  fix: "Add each property named to the markup on those pages (your SEO plugin's schema settings, or the JSON-LD in the page), keeping it true to what the page shows, then test a page with Google's Rich Results Test.",
  judge: (_start, e) => {
    const pages = pagesOf(e);
    if (!judged(pages)) return undefined;
    const groups = issueGroupsOf(pages);
    // Each issue once, whatever the pages and nodes it is on (Yoast's graph repeats one on every page, a testimonial list on each review).
    const count = (severity: string) =>
      groups
        .filter((g) => g.severity === severity)
        .reduce((n, g) => n + new Set([...g.said.map(([, , , , message]) => message), ...g.documented]).size, 0);
    const errors = count('error');
    const warnings = count('warning');
    const types = typesRead(pages);
    const read = types ? ` ${types.charAt(0).toUpperCase()}${types.slice(1)}.` : '';
    if (!groups.length)
      return {
        severity: 'passed',
        message: `Adobe's structured-data validator, which applies Google's rich-result rules and schema.org's vocabulary, finds nothing wrong in your structured data.${read}`,
        proof: judgedProof(pages),
      };
    const found = listed([
      ...(errors ? [plural(errors, 'error', 'errors')] : []),
      ...(warnings ? [plural(warnings, 'warning', 'warnings')] : []),
    ]);
    // A problem where Google's rules for a result keep an item from it; an ImageObject's licence details are
    // optional metadata Google reads only for images offered for licence, and the validator's own rules are not Google's.
    const keptFromResult = groups.some(
      (g) => g.severity === 'error' && (g.source === 'google' || (GOOGLE_RESULT[g.itemType] && g.itemType !== 'ImageObject')),
    );
    return {
      severity: keptFromResult ? 'problem' : 'improvement',
      message: `Adobe's structured-data validator, which applies Google's rich-result rules and schema.org's vocabulary, finds ${found} in your structured data.${read}`,
      urls: groups.slice(0, URLS_SHOWN).map(entryOf),
      total: groups.length,
      proof: proofOf(groups),
    };
  },
});

/** What a retired or restricted result is, as an entry, with the pages and the item it rests on. */
interface Retired {
  entry: string;
  proof?: Proof;
}

/** Markup that no longer earns what it was added for: FAQ outside government and health sites, HowTo, a business's own review stars. */
export function retiredOf(pages: readonly Page[], host: string): Retired[] {
  const found: Retired[] = [];
  const on = (test: (item: MarkupItem) => boolean) => {
    const hits = itemsOn(pages).filter(({ item }) => test(item));
    const urls = [...new Set(hits.map((h) => h.url))];
    const first = hits[0];
    const where =
      urls.length === 1
        ? `on ${shown(urls[0] ?? '')}`
        : `on ${urls.length} pages: ${urls.slice(0, 4).map(shown).join(', ')}${urls.length > 4 ? ` and ${urls.length - 4} more` : ''}`;
    return first ? { where, proof: { url: first.url, line: first.item.line, quote: first.item.quote } } : undefined;
  };
  const faq = GOVERNMENT.test(host) ? undefined : on((i) => i.types.includes('FAQPage'));
  if (faq)
    found.push({
      entry: `FAQPage ${faq.where}: since August 2023 Google shows FAQ rich results only for well-known, authoritative government and health websites`,
      proof: faq.proof,
    });
  const howTo = on((i) => i.types.includes('HowTo'));
  if (howTo) found.push({ entry: `HowTo ${howTo.where}: Google stopped showing HowTo rich results in 2023`, proof: howTo.proof });
  // Each business type once, with the review properties it carries.
  const kinds = new Map<string, Set<string>>();
  for (const { item } of itemsOn(pages))
    for (const r of item.selfReviews ?? []) kinds.set(r.type, (kinds.get(r.type) ?? new Set()).add(`"${r.property}"`));
  for (const [type, properties] of kinds) {
    const hit = on((i) => Boolean(i.selfReviews?.some((x) => x.type === type)));
    if (hit)
      found.push({
        entry: `${type}'s ${listed([...properties])} ${hit.where}: since September 2019 Google shows no review stars for a business's reviews of itself on its LocalBusiness or Organization markup`,
        proof: hit.proof,
      });
  }
  return found;
}

const retiredCheck = pageCheck({
  id: 'rich-results-retired',
  group: 'search',
  requires: ['pages'],
  weight: 1,
  why: 'Google has narrowed or retired some rich results: the markup for them is harmless, but it no longer earns the result it was added for.',
  fix: 'Keep the markup only where it still describes the page truly, and do not count on these results: for stars beside your business, ask customers for Google reviews on your Business Profile.',
  judge: (start, e) => {
    const found = retiredOf(pagesOf(e), start.host);
    if (!found.length) return undefined;
    const entries = found.map((f) => f.entry);
    return {
      severity: 'improvement',
      message:
        found.length === 1
          ? "1 kind of markup on your site no longer earns what it was added for in Google's results."
          : `${found.length} kinds of markup on your site no longer earn what they were added for in Google's results.`,
      urls: entries.slice(0, URLS_SHOWN),
      total: entries.length,
      proof: found.flatMap((f) => (f.proof ? [f.proof] : [])),
    };
  },
});

export const richResults = [rulesCheck, retiredCheck];
