/// <reference path="../../../src/audit/read/structured-data-validator.d.ts" />
/**
 * On the real-site corpus (tests/fixtures/real-sites/*\/www, read from disk, no server), the
 * rich-results finding says exactly what Adobe's structured-data validator says when run alone on the
 * same pages: the same pages, item types, properties, severities and words, no more and no fewer.
 *
 * The run alone is built apart from the check: its own `Validator` from the package, given the same
 * schema.org vocabulary; JSON-LD taken out of each page with a plain pattern and JSON.parse (the
 * check reads it with its Tokenizer); microdata and RDFa through htmlparser2's Parser, with the tree
 * events it makes, into the check's item reader (no independent extractor is installed:
 * @marbec/web-auto-extractor is not a dependency). Its one known difference is counted apart: a
 * property another of a node's several types has (schema.org gives such a node the properties of each).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Validator from '@adobe/structured-data-validator';
import { Parser } from 'htmlparser2';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issueGroupsOf } from '../../../src/audit/findings/rich-results.js';
import { ItemReader } from '../../../src/audit/read/items.js';
import { JSON_LD_MAX } from '../../../src/audit/read/json-ld.js';
import { allowedByAnotherType, topNodes, vocabularyGraph, type ValidatorIssue } from '../../../src/audit/read/markup-validator.js';
import { readPage } from '../../../src/audit/read/page-facts.js';
import { CLASSES, PROPERTIES } from '../../../src/audit/read/schema-org-vocabulary.js';

const CORPUS = new URL('../../fixtures/real-sites/', import.meta.url).pathname;

/** Every .html file under a folder (a work list: no recursion). */
function htmlFiles(root: string): string[] {
  const files: string[] = [];
  const work = [root];
  while (work.length) {
    const dir = work.pop() as string;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) work.push(path);
      else if (name.endsWith('.html')) files.push(path);
    }
  }
  return files.sort();
}

/** The page's microdata and RDFa items, read through htmlparser2's Parser (the check reads them from its Tokenizer). */
function itemsByParser(html: string) {
  const reader = new ItemReader();
  const parser = new Parser(
    {
      onopentag: (name, attrs) => reader.opened(name, new Map(Object.entries(attrs)), parser.startIndex),
      ontext: (text) => reader.text(text),
      onclosetag: (name) => reader.closed(name),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return reader.items;
}

const JSON_LD = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
const firstType = (n: unknown) => [(n as { '@type'?: unknown } | null)?.['@type']].flat()[0];

test("every rich-results issue on the corpus is one Adobe's validator says alone, and every one it says is said", async () => {
  const validator = new Validator(vocabularyGraph(CLASSES, PROPERTIES));
  const counts = {
    sites: 0,
    pages: 0,
    blocks: 0,
    items: 0,
    types: new Set<string>(),
    errors: 0,
    warnings: 0,
    anotherType: 0,
    documented: 0,
  };
  for (const slug of readdirSync(CORPUS).filter((s) => statSync(join(CORPUS, s)).isDirectory())) {
    counts.sites++;
    const root = join(CORPUS, slug, 'www');
    const pages = [];
    const alone: string[] = [];
    for (const file of htmlFiles(root)) {
      const url = `/${relative(root, file)}`;
      const html = readFileSync(file, 'utf8');
      counts.pages++;
      pages.push({ url, facts: await readPage(html) });
      // The run alone: every JSON-LD block that parses (within the check's size cap), its top nodes by their first type.
      const jsonld: Record<string, unknown[]> = {};
      for (const [, text] of html.matchAll(JSON_LD)) {
        if ((text ?? '').length > JSON_LD_MAX) continue;
        let block: unknown;
        try {
          block = JSON.parse(text ?? '');
        } catch {
          continue;
        }
        counts.blocks++;
        for (const node of topNodes(block)) {
          const type = firstType(node);
          if (typeof type === 'string') (jsonld[type] ??= []).push(node);
        }
      }
      const microdata: Record<string, unknown[]> = {};
      const rdfa: Record<string, unknown[]> = {};
      for (const item of itemsByParser(html)) {
        counts.blocks++;
        const type = firstType(item.node);
        if (typeof type === 'string') ((item.format === 'rdfa' ? rdfa : microdata)[type] ??= []).push(item.node);
      }
      for (const byType of [jsonld, microdata, rdfa])
        for (const [type, nodes] of Object.entries(byType)) {
          counts.items += nodes.length;
          counts.types.add(type);
        }
      const issues = (await validator.validate(structuredClone({ jsonld, microdata, rdfa }))) as (ValidatorIssue & { rootType: string })[];
      for (const i of issues) {
        if (allowedByAnotherType(i, CLASSES, PROPERTIES)) {
          counts.anotherType++;
          continue;
        }
        if (i.severity === 'ERROR') counts.errors++;
        else counts.warnings++;
        alone.push(
          [url, i.severity === 'ERROR' ? 'error' : 'warning', i.rootType, (i.fieldNames ?? []).slice(0, 8).join(','), i.issueMessage].join(
            ' | ',
          ),
        );
      }
    }
    const groups = issueGroupsOf(pages);
    const said = groups.flatMap((g) => g.said.map((s) => s.join(' | ')));
    counts.documented += groups.reduce((n, g) => n + g.documented.length, 0);
    assert.equal(said.sort(), alone.sort(), `${slug}: the finding's issues are the validator's`);
    for (const p of pages)
      for (const item of p.facts.structuredData.items ?? []) assert.is(item.more, undefined, `${slug}${p.url}: every issue kept`);
  }
  console.log(
    `rich-results on the corpus: ${counts.sites} sites, ${counts.pages} pages, ${counts.blocks} blocks and items read, ${counts.items} items of ${counts.types.size} types (${[...counts.types].sort().join(', ')}), ${counts.errors} errors and ${counts.warnings} warnings said alike; ${counts.anotherType} left out as another type's property; besides, ${counts.documented} from Google's own pages for types the validator has no rules for (Article, Event)`,
  );
  assert.ok(counts.items > 100, `${counts.items} items`);
});

test.run();
