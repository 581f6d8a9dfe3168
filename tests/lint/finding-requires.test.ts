/**
 * A finding's judge is handed only what its type's `requires` declares (findings/finding.ts:
 * `StartWith`, `EvidenceWith` for a start-page type, `SiteWith` for a crawl type, as Lighthouse hands
 * an audit only its `requiredArtifacts`): a type whose judge reads robots.txt, the sitemap, /llms.txt
 * or the crawl's pages without declaring it, itself or through a helper it hands its evidence to,
 * fails `npm run typecheck`. Each undeclared read is planted in memory in one real family file by
 * taking an artifact out of its `requires`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { errorsWith } from './planted-compile.js';

const PLANTS: [what: string, file: string, from: string, to: string, reads: string][] = [
  [
    "a crawl type reading which links to other websites were checked (broken-external-links without 'external')",
    'src/audit/findings/links.ts',
    "id: 'broken-external-links',\n    group: 'search',\n    requires: ['external'],\n",
    "id: 'broken-external-links',\n    group: 'search',\n",
    'external',
  ],
  [
    "a crawl type reading which addresses robots.txt blocked (blocked-links without 'robots')",
    'src/audit/findings/links.ts',
    "id: 'blocked-links',\n    group: 'search',\n    requires: ['robots'],\n",
    "id: 'blocked-links',\n    group: 'search',\n",
    'blocked',
  ],
  [
    "a crawl type reading robots.txt beside the sitemap (sitemap-blocked with 'sitemap' only)",
    'src/audit/findings/sitemap.ts',
    "requires: ['robots', 'sitemap'],",
    "requires: ['sitemap'],",
    'blocked',
  ],
  [
    "a crawl type reading what the sitemap lists (sitemap-errors without 'sitemap')",
    'src/audit/findings/sitemap.ts',
    "id: 'sitemap-errors',\n    group: 'search',\n    requires: ['sitemap'],\n",
    "id: 'sitemap-errors',\n    group: 'search',\n",
    'inSitemap',
  ],
  [
    "a start-page type reading /llms.txt (llms-txt without 'llms')",
    'src/audit/findings/ai-search.ts',
    "id: 'llms-txt',\n  group: 'ai',\n  requires: ['llms'],\n",
    "id: 'llms-txt',\n  group: 'ai',\n",
    'llms',
  ],
  [
    "a start-page type reading the crawl's pages (ai-search-crawlers without 'pages')",
    'src/audit/findings/ai-search.ts',
    "requires: ['robots', 'pages'],",
    "requires: ['robots'],",
    'site',
  ],
  [
    "a start-page type handing its evidence to a helper that reads the crawl (noindex's closedSite without 'pages')",
    'src/audit/findings/crawlable.ts',
    "requires: ['robots', 'pages'],",
    "requires: ['robots'],",
    'site',
  ],
  [
    "a start-page type reading the business across the crawl (local-business-markup without 'pages')",
    'src/audit/findings/local.ts',
    "requires: ['pages'],",
    '',
    'site',
  ],
];

for (const [what, file, from, to, reads] of PLANTS)
  test(`${what} fails the typecheck`, () => {
    const errors = errorsWith(file, from, to);
    assert.ok(
      errors.some((e) => e.includes(`'${reads}'`)),
      `${file}: an error names '${reads}':\n${errors.join('\n')}`,
    );
  });

test.run();
