/**
 * What one check read: the pages it read, the addresses it tried and could not read (and why), and
 * whether robots.txt, the sitemap, llms.txt and ai-catalog.json gave an answer it could judge. Kept with each check
 * (checks/history.ts) so a comparison (checks/compare.ts) counts as fixed only what was read again:
 * a finding whose evidence could not be read this time is "not read this time", never fixed.
 */
import type { Crawl } from '../read/crawled.js';
import { type Evidence, type Firewall, status } from '../read/evidence.js';
import { clip } from '../../lib/clip.js';
import { type Finding, shown } from './finding.js';
import { typeOf } from './index.js';
import { externalVerdict, heardFrom } from './links.js';

/** An optional file: read (an answer that says something, a 4xx meaning "none" included), or why not. */
export type SourceRead = { read: true } | { read: false; why: string };

export interface Coverage {
  /** The crawl ran (false: the start page alone, so no finding of the crawl was judged). */
  crawl: boolean;
  /** Pages read (2xx HTML, no redirect), by the crawl's address, the start page first; at most PAGES_KEPT. */
  pages: string[];
  /** Pages tried and not read this time (an error, no answer, a redirect), each with why; at most PAGES_KEPT. */
  notRead: { url: string; why: string }[];
  /** More pages were read than kept: a comparison cannot tell which (it then trusts no crawl finding's pass). */
  truncated?: boolean;
  robots: SourceRead;
  sitemap: SourceRead;
  llms: SourceRead;
  /** The ai-catalog.json, where a signal pointed or at the well-known address (absent in checks made before it was read). */
  catalog?: SourceRead;
  /**
   * Links to other websites (absent: none was asked about, or a check made before they were): how many
   * the pages read link to, those whose host's answer decided them, and those asked that could not be
   * checked, as a finding shows them (`shown`); at most AUDIT_EXTERNAL_LINKS of each.
   */
  external?: { found: number; checked: string[]; notChecked: string[] };
}

/** Pages kept by address per check (AUDIT_MAX_PAGES is at most 200). */
const PAGES_KEPT = 250;
const URL_CHARS = 300;

/** The optional files a finding is judged on, from its type's `requires`: where one could not be read, a pass says nothing. */
export const filesOf = (f: Pick<Finding, 'id'>): OptionalFile[] =>
  (typeOf(f)?.requires ?? []).filter((a): a is OptionalFile => a in SOURCE_NAMES);

/**
 * Why a finding judged on links to other websites (`requires: ['external']`) says nothing this time
 * of the links it named broken before, or undefined when it does: each was asked again and its host
 * answered, or it is linked no more from the pages read, every link found having been asked. Its
 * entries list the broken links first (`total` of them).
 */
export function externalUnread(f: Pick<Finding, 'id' | 'urls' | 'total'>, after: Coverage | null | undefined): string | undefined {
  if (!typeOf(f)?.requires.includes('external')) return undefined;
  const external = after?.external;
  if (!external?.checked.length) return 'no link to another website could be checked this time';
  const broken = (f.urls ?? []).slice(0, f.total ?? 0);
  const at = (urls: string[], entry: string) => urls.find((url) => entry.startsWith(`${url} `));
  const again = broken.filter((entry) => !at(external.checked, entry));
  const unasked = external.found - external.checked.length - external.notChecked.length;
  const failed = again.map((entry) => at(external.notChecked, entry)).find(Boolean);
  if (failed) return `${failed} could not be checked this time`;
  if (unasked > 0 && (again.length || (f.total ?? 0) > broken.length))
    return `${external.checked.length + external.notChecked.length} of the ${external.found} links to other websites were asked about this time`;
  return undefined;
}

/** The name of each optional file, as the report says it. */
export const SOURCE_NAMES = { robots: 'robots.txt', sitemap: 'your sitemap', llms: '/llms.txt', catalog: 'your ai-catalog.json' } as const;
type OptionalFile = keyof typeof SOURCE_NAMES;

type Answer = Evidence['start']['robots'];

/** Why a firewall's challenge left something unread, as the report says it. */
const walled = (vendor: string) => `your firewall (${clip(vendor, 40)}) answered our crawler with a challenge`;

/** An optional file's answer: read when it answered on the site 2xx, or 4xx (there is none); else why not. */
function sourceRead(answer: Answer | undefined): SourceRead {
  if (!answer) return { read: false, why: 'it was not asked for' };
  if ('error' in answer) return { read: false, why: clip(answer.error.replace(/\.$/, ''), 200) };
  if (answer.offsite) return { read: false, why: 'it sent us to another website' };
  if ((answer.status >= 200 && answer.status < 300) || (answer.status >= 400 && answer.status < 500)) return { read: true };
  return { read: false, why: `it answered HTTP ${answer.status}` };
}

/** What the evidence of one check read. */
export function coverageOf(e: Evidence): Coverage {
  const start = e.start.page.url;
  const pages = e.site ? e.site.pages.map((p) => p.url) : [start];
  const read = new Set(pages);
  const notRead = (e.site?.all ?? [])
    .filter((x) => x.kind === 'page' && !read.has(x.url) && (x.fetched || x.error || x.challenged))
    .map((x) => ({
      url: clip(x.url, URL_CHARS),
      why: x.challenged
        ? walled(x.challenged)
        : x.error
          ? clip(x.error.replace(/\.$/, ''), 200)
          : x.fetched?.sameAs
            ? `it is the same page as ${clip(x.fetched.sameAs, URL_CHARS)}`
            : x.fetched?.redirects.length
              ? 'it now redirects'
              : status(x) >= 200 && status(x) < 300
                ? 'it is not a web page'
                : `it answered HTTP ${status(x)}`,
    }));
  const wall = e.start.firewall;
  const source = (file: Firewall['files'][number], answer: Answer | undefined) =>
    wall?.files.includes(file) ? { read: false as const, why: walled(wall.vendor) } : sourceRead(answer);
  return {
    crawl: Boolean(e.site),
    pages: pages.slice(0, PAGES_KEPT).map((u) => clip(u, URL_CHARS)),
    notRead: notRead.slice(0, PAGES_KEPT),
    ...(pages.length > PAGES_KEPT ? { truncated: true } : {}),
    // A robots.txt that answered 5xx or not at all is read as "disallow everything" (RFC 9309): judged, but its rules were not read.
    robots:
      e.start.robotsFacts && !e.start.robotsFacts.unavailable
        ? { read: true }
        : source('robots', e.start.robots).read
          ? { read: false, why: clip(e.start.robotsFacts?.unavailable?.replace(/\.$/, '') ?? 'it could not be read', 200) }
          : source('robots', e.start.robots),
    sitemap: source('sitemap', e.start.sitemap),
    llms: source('llms', e.start.llms),
    catalog: sourceRead(e.start.catalog?.answer),
    ...(e.site?.crawl.external && { external: externalCoverage(e.site.crawl.external) }),
  };
}

/** The links to other websites a check asked about, as `Coverage.external` keeps them. */
function externalCoverage(external: NonNullable<Crawl['external']>): NonNullable<Coverage['external']> {
  const heard = external.chosen.map((link) => ({ url: shown(link.url), heard: heardFrom(externalVerdict(link).verdict) }));
  return {
    found: external.found,
    checked: heard.filter((x) => x.heard).map((x) => x.url),
    notChecked: heard.filter((x) => !x.heard).map((x) => x.url),
  };
}
