/**
 * Site search: an SQLite FTS5 index of every indexable page's and post's text, built in memory on
 * the first search (a few hundred milliseconds, once), ranked by bm25 with title words counting
 * most, and snippets with the matched words marked.
 *
 * Whatever the visitor types is never passed to FTS5 as syntax: it is cut into words (letters and
 * digits in any script), each searched as a quoted prefix, all required. Quotes, *, NEAR, AND/OR,
 * brackets and any length are therefore just text.
 */
import Database from 'better-sqlite3';
import { stringsIn } from '../content/strings.js';
import type { PageEntry } from '../content/page-entry.js';
import { escapeHtml } from '../lib/html.js';

export interface SearchHit {
  path: string;
  title: string;
  /** HTML: the snippet, escaped, with the matched words in <mark>. */
  snippet: string;
}

export interface SearchResult {
  query: string;
  /** The words searched for (at most MAX_TERMS). */
  terms: string[];
  hits: SearchHit[];
  total: number;
}

/** At most this many words of a query are used; at most this many characters are read. */
export const MAX_TERMS = 12;
export const MAX_QUERY_CHARS = 200;
export const RESULTS_SHOWN = 20;

const NOT_COPY = new Set([
  'type',
  'icon',
  'gradient',
  'href',
  'id',
  'step',
  'size',
  'path',
  'kind',
  'slug',
  'date',
  'updated',
  'author',
  'cover',
  'lastmod',
  'html',
  'firstPage',
]);

/** The words of a page a visitor could search for: its title, description and copy. */
function pageText(entry: PageEntry): string {
  switch (entry.kind) {
    case 'service':
    case 'blog-index':
      return stringsIn({ hero: entry.service.hero, sections: entry.service.sections, cta: entry.service.cta })
        .filter((s) => !NOT_COPY.has(s.key))
        .map((s) => s.text)
        .join(' ');
    case 'post':
      return entry.post.html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
    case 'case-study':
      return stringsIn(entry.study)
        .filter((s) => !NOT_COPY.has(s.key))
        .map((s) => s.text)
        .join(' ');
    case 'legal':
      return stringsIn(entry.legal)
        .map((s) => s.text)
        .join(' ');
    default:
      return '';
  }
}

/** The visitor's query as words: letters and digits in any script, lower case, at most MAX_TERMS. */
export function queryTerms(query: string): string[] {
  const words =
    query
      .slice(0, MAX_QUERY_CHARS)
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

export class SiteSearch {
  private db: Database.Database | undefined;

  constructor(private readonly entries: readonly PageEntry[]) {}

  private index(): Database.Database {
    if (this.db) return this.db;
    const db = new Database(':memory:');
    db.exec(`CREATE VIRTUAL TABLE pages USING fts5(path UNINDEXED, title, description, body, tokenize = 'unicode61 remove_diacritics 2')`);
    const insert = db.prepare('INSERT INTO pages (path, title, description, body) VALUES (?, ?, ?, ?)');
    const searchable = this.entries.filter(
      (e) => !e.noindex && e.kind !== 'tag' && e.kind !== 'author' && !(e.kind === 'blog-index' && e.listing.pageNumber > 1),
    );
    db.transaction(() => {
      for (const e of searchable) insert.run(e.path, e.title, e.description, pageText(e));
    })();
    this.db = db;
    return db;
  }

  search(query: string): SearchResult {
    const terms = queryTerms(query);
    if (!terms.length) return { query, terms, hits: [], total: 0 };
    // Each word a quoted prefix ("seo"*): FTS5 reads nothing the visitor typed as an operator.
    const match = terms.map((t) => `"${t}"*`).join(' ');
    const db = this.index();
    const total = (db.prepare('SELECT COUNT(*) AS n FROM pages WHERE pages MATCH ?').get(match) as { n: number }).n;
    const rows = db
      .prepare(
        `SELECT path, title, snippet(pages, 3, char(2), char(3), ' … ', 24) AS snip
         FROM pages WHERE pages MATCH ? ORDER BY bm25(pages, 0, 10, 4, 1) LIMIT ?`,
      )
      .all(match, RESULTS_SHOWN) as { path: string; title: string; snip: string }[];
    const hits = rows.map((r) => ({
      path: r.path,
      title: r.title,
      snippet: escapeHtml(r.snip)
        .replace(/\u0002/g, '<mark>')
        .replace(/\u0003/g, '</mark>'),
    }));
    return { query, terms, hits, total };
  }
}
