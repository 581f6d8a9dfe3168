/**
 * One model for every finding of the site check. A finding type is defined once, in its family's
 * file, with its weight in the score, why it matters and how to fix it, and one way to judge it:
 *
 * - `pageCheck`: judged on the start page (its headers, its HTML, robots.txt and the sitemap), graded
 *   passed, to improve or a problem, in a sentence about that page;
 * - `siteCheck`: judged across the crawl, by the addresses it collects (none: passed; any: the
 *   type's severity, with the first URLS_SHOWN addresses and how many there are in all).
 *
 * Every sentence must be true of the site, so each type also declares, beside its judge:
 *
 * - `appliesTo`: when it applies at all (HSTS on an https site, the sitemap's addresses when there
 *   is a sitemap). A type that does not apply gives no finding, and is left out of both sides of the
 *   score; it never passes on nothing ("no secure page loads http:// files" on an http site).
 * - `overlaps`: the types that say the same cause, so each cause is said once, where it belongs:
 *   - `startPage` (crawl types): the start page's own type says this cause for the start page, in
 *     more detail and graded; this type names the other pages only, and its pass ("every page ...")
 *     is said only when the start page passes it too. Otherwise it gives no finding.
 *   - `passesWith`: types, earlier in the catalogue, whose failure would make this pass untrue
 *     ("every page has its own title" beside "3 pages have no title"): its pass is said only when
 *     each of them was judged and passed (findingsOf). A failure is always said.
 *
 * The checks are pure: no network, no database, no parsing. Every value from the prospect's site in
 * a sentence or an address is clipped (src/lib/clip.ts).
 */
import { clip } from '../../lib/clip.js';
import type { Crawl, CrawledUrl } from '../read/crawled.js';
import type { Evidence, ReadPage, Site, Start } from '../read/evidence.js';
import type { Fetched } from '../read/fetch-page.js';
import type { PageFacts } from '../read/page-facts.js';
import { blockingOf } from './directives.js';
import { type Proof, type ProofFile, type Proved, proofInFile, proofsOn, type Shows } from './proof.js';

export type Severity = 'problem' | 'improvement' | 'passed';

/** A finding as stored, shown in the report and sent to staff. */
export interface Finding {
  id: string;
  severity: Severity;
  /** What we found, in one sentence. */
  message: string;
  /** Why it matters, in one sentence. */
  why: string;
  /** How to fix it, in one or two sentences. */
  fix?: string;
  /** The affected addresses (the first few, each maybe with what is wrong there), and how many there are in all. */
  urls?: string[];
  total?: number;
  /** The fix itself, built for this site from what the check read (src/audit/fixes/), when a file or snippet is the fix. */
  paste?: PasteFix;
  /** The whole site is closed to search engines, and this finding says why: the score is 0 (score.ts). */
  closesSite?: true;
  /** Why no fix is handed over where one would be: the one built failed a check, or could not be built (a sentence). */
  unoffered?: string;
  /** What it rests on, where it was read: the report's "How we know" (proof.ts). */
  proof?: Proof[];
}

/**
 * A fix ready to paste: text built from what the check read of the site, never a name, number or
 * address it did not read; what it could not read is a placeholder marked `[FILL IN: …]`
 * (src/shared/words.ts, `fillIn`).
 */
export interface PasteFix {
  /** What it is, as a heading: "Your llms.txt, ready to upload". */
  title: string;
  /** Where it goes and what to do with it, in a sentence or two. */
  where: string;
  /** The text to paste, whole (what the copy button copies). */
  text: string;
  /** A change to the site's own file, line by line: "- " removed, "+ " added, "  " unchanged around them. */
  diff?: string;
  /** The text as the site has it now, and its length, for a tag whose length is the problem. */
  now?: string;
  /** The outside checks it passed before it was offered, in a sentence. */
  checked?: string;
  /** On paper, this sentence in place of the text: long text for several cases (each common host) is read and copied online. */
  online?: string;
}

/** The types that say the same cause as this one (see the top of this file). */
export interface Overlaps<Ref extends string = string> {
  /** The start-page type that says this cause for the start page: this crawl type names the other pages only. */
  startPage?: Ref;
  /** Types earlier in the catalogue whose failure would make this type's pass untrue: it passes only beside their passes. */
  passesWith?: readonly Ref[];
  /**
   * One setting causes it on every page (compression is the server's, not each page's): when the start
   * page has it, the start page's finding says it, and this type is not given at all.
   */
  oneSetting?: boolean;
  /**
   * A consequence of a site closed to search engines (crawlable.ts, `closedSite`): when the whole site
   * is closed, the start page's `noindex` finding says so, once, and this type is not given;
   * `'robots'`: only when robots.txt closes it (what this type says is then the same robots.txt rule).
   */
  closedSite?: boolean | 'robots';
  /**
   * Judged on what a page's HTML shows (its headings, its words): a page whose content a script adds
   * (`scriptFilled`) is left out, since its HTML is not what the page shows, and script-only-pages says so once.
   */
  scriptFilled?: boolean;
}

/**
 * What a type reads besides the start page, as a Lighthouse audit declares its `requiredArtifacts`:
 * robots.txt, the sitemap, /llms.txt, the ai-catalog.json, the pages the crawl read, the links to other
 * websites it checked (`external`). A comparison of two checks
 * (checks/compare.ts) calls a finding fixed only when what it reads was read again.
 */
export type Artifact = 'robots' | 'sitemap' | 'llms' | 'catalog' | 'pages' | 'external';

/** The parts of the evidence each artifact brings: a judge reads them only when its type declares it (`requires`). */
interface ArtifactFields {
  // Whether http:// led to https:// is seen by asking for robots.txt over http (gather/gather.ts).
  robots: 'robots' | 'robotsFacts' | 'httpRedirectsToHttps';
  sitemap: 'sitemap' | 'sitemapUrl' | 'sitemapFacts';
  llms: 'llms' | 'llmsFacts';
  catalog: 'catalog';
  pages: never;
  external: never;
}

/**
 * The parts of each crawled address and of the crawl an artifact brings: robots.txt says which
 * addresses were blocked, the sitemap which were in it and what it listed.
 */
interface CrawledFields {
  robots: 'blocked';
  sitemap: 'inSitemap';
  llms: never;
  catalog: never;
  pages: never;
  external: never;
}
interface CrawlFields {
  robots: never;
  sitemap: 'sitemapUrls';
  llms: never;
  catalog: never;
  pages: never;
  external: 'external';
}

/** The start page as a type that declared `R` reads it, as Lighthouse hands an audit only its `requiredArtifacts`. */
export type StartWith<R extends Artifact> = Omit<Start, ArtifactFields[Exclude<Artifact, R>]>;

/** A crawled address as a type that declared `R` reads it: whether robots.txt blocked it, or the sitemap lists it, only when declared. */
type CrawledUrlWith<R extends Artifact> = Omit<CrawledUrl, CrawledFields[Exclude<Artifact, R>]>;

/** A page the crawl read, as a type that declared `R` reads it (`CrawledUrlWith`). */
type ReadPageWith<R extends Artifact> = Omit<ReadPage, CrawledFields[Exclude<Artifact, R>]>;

/** The crawl as a type that declared `R` reads it: every address in it narrowed alike, the sitemap's addresses only with 'sitemap'. */
export type SiteWith<R extends Artifact> = Omit<Site, 'crawl' | 'pages' | 'all'> & {
  crawl: Omit<Crawl, 'start' | 'urls' | CrawlFields[Exclude<Artifact, R>]> & {
    start: CrawledUrlWith<R>;
    urls: ReadonlyMap<string, CrawledUrlWith<R>>;
  };
  pages: ReadPageWith<R>[];
  all: CrawledUrlWith<R>[];
};

/**
 * The evidence as a type that declared `R` reads it: the crawl's pages only with 'pages'. The crawl is
 * a key even when there was none (undefined): evidence without the key is then no evidence with
 * 'pages', so a judge that did not declare it cannot hand its `e` to a helper that reads the crawl
 * (an optional key would let it through).
 */
export type EvidenceWith<R extends Artifact> = { start: StartWith<R> } & ('pages' extends R ? { site: SiteWith<R> | undefined } : unknown);

/** The part of the score a type counts in: Search, AI search or Local (score.ts). */
export type ScoreGroup = 'search' | 'ai' | 'local';

/** The fixes the report hands over, each built by src/audit/fixes/ (its BUILDERS table is keyed by these). */
export type FixId =
  | 'business-markup'
  | 'item-markup'
  | 'markup-repair'
  | 'robots-txt'
  | 'llms-txt'
  | 'title'
  | 'description'
  | 'tel-link'
  | 'form-tool'
  | 'csp-header'
  | 'frame-header'
  | 'nosniff-header'
  | 'referrer-header';

/**
 * A finding type: its id, its weight and group in the score, what it reads, the fix that answers it,
 * when it applies, what it overlaps, and how it is judged on the evidence. Every fact about a type is
 * declared here, on the type: no table about findings lives apart from them.
 */
export interface FindingType<Id extends string = string, Ref extends string = string> {
  id: Id;
  group: ScoreGroup;
  /** What it reads besides the start page (see Artifact). */
  requires: readonly Artifact[];
  /** The fix src/audit/fixes/ builds for it, when a file or snippet is the fix. */
  fixedBy?: FixId;
  /** What the type looks at: the start page, or every page the crawl read. */
  scope: 'page' | 'site';
  /** A crawl finding's one severity when found (a start-page finding is graded by its judge). */
  severity?: Exclude<Severity, 'passed'>;
  weight: number;
  why: string;
  fix: string;
  /** Whether the type applies to this evidence (absent: whenever its scope was read); its judge says so too, by giving nothing. */
  appliesTo?: (e: Evidence) => boolean;
  /** What it overlaps, naming other types by id (`Ref`: the catalogue holds them to its ids, findings/index.ts). */
  overlaps?: Overlaps<Ref>;
  /** The finding, or undefined when the type does not apply (HSTS on an http page, site types without a crawl). */
  judge: (e: Evidence) => Finding | undefined;
}

/** A start-page verdict: the severity and what we found (and, for a few, where), or undefined when the check does not apply. */
type PageVerdict =
  | (Pick<Finding, 'severity' | 'message'> & Partial<Pick<Finding, 'urls' | 'total' | 'closesSite' | 'fix' | 'proof'>>)
  | undefined;

/** What every type declares besides its judge and what it reads (`requires`, typed by each helper for its judge). */
interface Declared<Id extends string> {
  id: Id;
  group: ScoreGroup;
  fixedBy?: FixId;
  weight: number;
  why: string;
  fix: string;
  /** Where its evidence is (proof.ts): on a page, in a header, in a file's line; several places, each shown. */
  shows?: Shows | readonly Shows[];
}

/** Words in a page's main content below which, with an app's empty mount and a script file, its content is a script's. */
export const SCRIPT_ONLY_WORDS = 50;

/**
 * A page whose content a script adds: almost no words in its HTML's main content, an app's empty mount
 * element and a script file to fill it. A short page (a contact form) with no such element is short,
 * not script-filled: judged on what scripts add, never on a page's length.
 */
export const scriptFilled = (facts: PageFacts) => facts.mainWords < SCRIPT_ONLY_WORDS && facts.scripts > 0 && Boolean(facts.emptyMount);

/**
 * A finding type judged on the start page (`e`, the evidence, for the few that weigh the crawl too:
 * the AI crawlers' access to every page read, a site closed to search). Its judge and `appliesTo` are
 * handed only what `requires` declares (`StartWith`, `EvidenceWith`): reading robots.txt, the
 * sitemap, llms.txt or the crawl's pages without declaring it fails the type check.
 */
export function pageCheck<const Id extends string, const Ref extends string = never, const R extends Artifact = never>(
  def: Declared<Id> & {
    /** What it reads besides the start page (see Artifact). */
    requires?: readonly R[];
    /** When the check applies to the start page (absent: always). */
    // NoInfer: what a type reads is what `requires` says, never what its judge happens to take.
    appliesTo?: (start: StartWith<NoInfer<R>>) => boolean;
    overlaps?: Overlaps<Ref>;
    judge: (start: StartWith<NoInfer<R>>, e: EvidenceWith<NoInfer<R>>) => PageVerdict;
  },
): FindingType<Id, Ref> {
  const { judge, appliesTo: applies, requires = [] as readonly Artifact[], shows, ...type } = def;
  const appliesTo =
    applies || def.overlaps?.scriptFilled
      ? (start: Start) => (applies?.(start) ?? true) && !(def.overlaps?.scriptFilled && scriptFilled(start.facts))
      : undefined;
  return {
    ...type,
    requires,
    scope: 'page',
    ...(appliesTo && { appliesTo: (e: Evidence) => appliesTo(e.start) }),
    judge: (e) => {
      if (appliesTo && !appliesTo(e.start)) return undefined;
      const verdict = judge(e.start, { start: e.start, site: e.site });
      if (!verdict) return undefined;
      const proof =
        verdict.proof ?? (shows && proofsOf(shows, e, [{ url: e.start.page.url, fetched: { ...e.start.page, facts: e.start.facts } }]));
      // A verdict may name its own fix, when the cause it found has one of its own (robots.txt, not a noindex).
      return { id: def.id, ...verdict, why: def.why, fix: verdict.fix ?? def.fix, ...(proof?.length && { proof }) };
    },
  };
}

/** Affected addresses shown per finding; the total is given beside them. */
export const URLS_SHOWN = 10;

/**
 * A finding type judged across the crawl by the addresses it collects. Its `collect`, `count`,
 * `passed` and `appliesTo` are handed the crawl as `requires` declares it (`SiteWith`): reading
 * which addresses robots.txt blocked, or which the sitemap lists, without declaring it fails the
 * type check.
 */
export function siteCheck<const Id extends string, const Ref extends string = never, const R extends Artifact = never>(
  def: Declared<Id> & {
    /** What it reads besides the crawl's pages, which a crawl type always reads (see Artifact). */
    requires?: readonly R[];
    /** Severity when anything is found. */
    severity: Exclude<Severity, 'passed'>;
    /** "N pages ..." when found; said once, with the count (and the crawl as `collect` was handed it, for a type that counts two kinds). */
    found: (n: number, site: SiteWith<NoInfer<R>>) => string;
    // NoInfer, as pageCheck's: what a type reads is what `requires` says, never what its functions happen to take.
    /** What is said when nothing was collected (of the site, when what passed depends on what was judged). */
    passed: string | ((site: SiteWith<NoInfer<R>>) => string);
    /** When the check applies to the crawl (absent: always); the pass must be true of every page it applies to. */
    appliesTo?: (site: SiteWith<NoInfer<R>>) => boolean;
    overlaps?: Overlaps<Ref>;
    /** The affected entries: an address, or an address with what is wrong there (with `overlaps.startPage`, `pages` are the other pages). */
    collect: (site: SiteWith<NoInfer<R>>) => string[];
    /** How many things `found` counts, when an entry stands for several (absent: the entries). */
    count?: (site: SiteWith<NoInfer<R>>) => number;
    /**
     * Entries shown after the collected ones, found or passed, that decide nothing and are not counted
     * (`total` counts the collected): what could not be judged, each saying why.
     */
    alsoListed?: (site: SiteWith<NoInfer<R>>) => string[];
    /** What it rests on, where that is no page of the crawl (`shows` finds those): the answers other websites gave. */
    proofs?: (site: SiteWith<NoInfer<R>>) => Proof[];
  },
): FindingType<Id, Ref> {
  const { id, weight, why, fix, appliesTo, overlaps, group, fixedBy, shows } = def;
  return {
    id,
    group,
    // A crawl type reads the pages the crawl read, whatever else it reads.
    requires: [...new Set<Artifact>(['pages', ...(def.requires ?? [])])],
    ...(fixedBy && { fixedBy }),
    scope: 'site',
    severity: def.severity,
    weight,
    why,
    fix,
    ...(appliesTo && { appliesTo: (e: Evidence) => Boolean(e.site && appliesTo(e.site)) }),
    ...(overlaps && { overlaps }),
    judge: (e) => {
      if (!e.site || (appliesTo && !appliesTo(e.site))) return undefined;
      const site = overlaps?.scriptFilled ? { ...e.site, pages: e.site.pages.filter((x) => !scriptFilled(x.fetched.facts)) } : e.site;
      if (overlaps?.scriptFilled && !site.pages.length) return undefined;
      const start = overlaps?.startPage ? site.pages.find((x) => x === site.crawl.start) : undefined;
      const startHasIt = Boolean(start && def.collect({ ...site, pages: [start] }).length);
      if (overlaps?.oneSetting && startHasIt) return undefined;
      const judged = start ? { ...site, pages: site.pages.filter((x) => x !== start) } : site;
      const affected = def.collect(judged);
      // The start page's own finding says it: "every page ..." would not be true, and the cause is not said twice.
      if (!affected.length && startHasIt) return undefined;
      if (!affected.length && keptFromPages(e.site)) return undefined;
      const listed = def.alsoListed?.(judged) ?? [];
      if (!affected.length) {
        // What a pass found, on the first pages that have it.
        const proof = def.proofs ? def.proofs(site) : shows && proofsOf(shows, e, site.pages);
        return {
          id,
          severity: 'passed',
          message: typeof def.passed === 'string' ? def.passed : def.passed(site),
          why,
          fix,
          ...(listed.length && { urls: listed.slice(0, URLS_SHOWN) }),
          ...(proof?.length && { proof }),
        };
      }
      const urls = [...affected, ...listed].slice(0, URLS_SHOWN);
      // The pages the finding names first, by their addresses as its entries show them.
      const proof = def.proofs
        ? def.proofs(judged)
        : shows &&
          proofsOf(
            shows,
            e,
            judged.all.filter((x) => urls.some((entry) => names(entry, x.url))),
            judged.pages,
          );
      return {
        id,
        severity: def.severity,
        message: def.found(def.count?.(judged) ?? affected.length, judged),
        why,
        fix,
        urls,
        total: affected.length,
        ...(proof?.length && { proof }),
      };
    },
  };
}

const several = (shows: Shows | readonly Shows[]): shows is readonly Shows[] => Array.isArray(shows);

/** Where each optional file was asked for, and what it answered. */
function fileRead(file: ProofFile, start: Start) {
  const at = (path: string) => new URL(path, start.page.url).href;
  if (file === 'robots') return { url: at('/robots.txt'), answer: start.robots };
  if (file === 'sitemap') return { url: start.sitemapUrl ?? at('/sitemap.xml'), answer: start.sitemap };
  return { url: at('/llms.txt'), answer: start.llms };
}

/**
 * What a finding rests on: the line of the file its type reads, or what `shows` finds on the pages it
 * names; when it names none of them by address (its entries are images or links), the first element
 * of the failing kind on the pages judged (`elsewhere`: of several spots, the last is what a pass
 * finds, so it is left out).
 */
function proofsOf(shows: Shows | readonly Shows[], e: Evidence, named: readonly Proved[], elsewhere?: readonly ReadPage[]): Proof[] {
  if (several(shows)) return shows.flatMap((one) => proofsOf(one, e, named, elsewhere));
  if ('file' in shows) return [proofInFile(shows, fileRead(shows.file, e.start))];
  const proofs = proofsOn(shows, named);
  if (proofs.length || !elsewhere || !('spot' in shows)) return proofs;
  return proofsOn({ spot: typeof shows.spot === 'string' ? shows.spot : shows.spot.slice(0, -1) }, elsewhere);
}

/** An address from the site as shown in a finding. */
export const shown = (url: string) => clip(url, 160);
/** Whether a finding's entry names the address: as the entry, at its start before what is wrong there, or in its list of pages. */
function names(entry: string, url: string): boolean {
  const u = shown(url);
  const list = entry.indexOf(' pages: ');
  return (
    entry === u ||
    entry.startsWith(`${u} `) ||
    entry.startsWith(`${u}: `) ||
    (list >= 0 &&
      entry
        .slice(list + 8)
        .split(', ')
        .includes(u))
  );
}
/** " (linked from a, b, c and 4 more)", or nothing for an address no crawled page links to. */
export const linkedFrom = (x: Pick<CrawledUrl, 'links'>) =>
  x.links.from.length
    ? ` (linked from ${x.links.from.slice(0, 3).map(shown).join(', ')}${x.links.count > 3 ? ` and ${x.links.count - 3} more` : ''})`
    : '';
/**
 * The crawl followed a link from one of the site's pages to an address of its own: what an internal
 * link leads to (an error, a redirect, a blocked address) is judged, and passed, only then.
 */
export const followedLinks = ({ all }: SiteWith<never>) => all.some((x) => x.links.count > 0 && tried(x));
/** Some page links to an address of the site's own, followed or not: where links point (a blocked address) is judged then. */
export const foundLinks = ({ all }: SiteWith<never>) => all.some((x) => x.links.count > 0);
/** The crawl asked for an address besides the start page (one robots.txt or a firewall kept it from was not asked for): what it found on the way is judged only then. */
export const readBeyondStart = ({ all, crawl }: SiteWith<never>) => all.some((x) => x !== crawl.start && tried(x));
/** The crawl asked for the address and heard an answer of the site's, or why none came. */
const tried = (x: Pick<CrawledUrl, 'fetched' | 'error'>) => Boolean(x.fetched || x.error);
/**
 * The crawl read no page besides the start page because robots.txt or a firewall kept it from every
 * other page it found: a pass across the site ("every page has its own title") would rest on one page
 * and say nothing of the rest, so none is given (its failures, true of the page read, still are).
 */
export const keptFromPages = (site: Pick<Site, 'pages' | 'all' | 'crawl'>) =>
  site.pages.every((x) => x === site.crawl.start) &&
  site.all.some((x) => x !== site.crawl.start && x.kind === 'page' && (x.blocked || x.challenged));
/** Some page has a link of any kind: how links are written is judged, and passed, only then. */
export const hasLinks = ({ pages }: SiteWith<never>) =>
  pages.some(({ fetched: { facts } }) => facts.links.length > 0 || facts.uncrawlable.length > 0);
/** A sentence of ours as an aside in another ("We could not ... seconds." → "we could not ... seconds"). */
export const aside = (sentence: string) => sentence.replace(/^[A-Z](?=[a-z ])/, (c) => c.toLowerCase()).replace(/\.$/, '');
/** An answer's header as a string ('' when absent). */
export const header = (headers: Fetched['headers'], name: string) => String(headers[name] ?? '');
/** Each page's answer, worked out once: several findings ask, and the check's progress asks again every second. */
const noindexed = new WeakMap<NonNullable<CrawledUrl['fetched']>, boolean>();

/**
 * The page tells every search engine not to list it, in its head's robots metas or its X-Robots-Tag
 * lines, by Lighthouse's rules (directives.ts: `noindex`, `none` or a past `unavailable_after`).
 */
export function noindex(x: Pick<CrawledUrl, 'fetched'>): boolean {
  const fetched = x.fetched;
  if (!fetched) return false;
  let blocked = noindexed.get(fetched);
  if (blocked === undefined) noindexed.set(fetched, (blocked = blockingOf(fetched.facts, fetched.headerFacts, fetched.finalUrl).all));
  return blocked;
}

/** Pages sharing a value, as one entry a group: `"value" on 3 pages: a, b, c`. */
export function duplicates<P extends Pick<ReadPage, 'url'>>(pages: readonly P[], value: (x: P) => string | undefined): string[] {
  const groups = new Map<string, string[]>();
  for (const x of pages) {
    const v = value(x)?.trim();
    if (!v) continue;
    groups.set(v, [...(groups.get(v) ?? []), x.url]);
  }
  return [...groups]
    .filter(([, urls]) => urls.length > 1)
    .map(
      ([v, urls]) => `"${clip(v, 80)}" on ${urls.length} pages: ${urls.slice(0, 4).map(shown).join(', ')}${urls.length > 4 ? ' ...' : ''}`,
    );
}
