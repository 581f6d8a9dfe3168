/**
 * What staff and their systems get of a check's AI search and Local readings: one line each in the
 * staff email and the export (formula-safe), and `data.audit.ai` / `data.audit.local` in the webhook,
 * from the check of a local site (judged from its facts: tests/facts.ts) that blocks OAI-SearchBot and
 * shows two phone numbers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Audit } from '../../src/audit/checks/audits.js';
import { enquiriesToCsv } from '../../src/enquiries/export.js';
import { staffEmail } from '../../src/enquiries/mail.js';
import type { Enquiry } from '../../src/enquiries/repository.js';
import { enquiryCreated } from '../../src/outbox/webhook.js';
import { checkFacts } from '../facts.js';
import { goodPage, goodSite } from '../fixtures/site-table.js';

const WORDS =
  '<p>Licensed plumbers for homes and small businesses across Melbourne, with honest quotes and tidy work on every job.</p>'.repeat(10);
const page = (footer: string) => (o: string, path: string) =>
  goodPage(o, path, {
    links: '<a href="/about">About</a> <a href="/contact">Contact</a>',
    body: `<h1>Plumbing ${path}</h1>${WORDS}<footer>${footer}</footer>`,
  });
const FOOTER = 'Call <a href="tel:+61391234567">(03) 9123 4567</a> · 12 Smith Street, Fitzroy VIC 3065';

test('the staff email, the webhook and the export carry the AI search verdict and the name, address and phone', async () => {
  const { result } = await checkFacts({
    ...goodSite({
      '/': (o) => page(FOOTER)(o, '/'),
      '/about': (o) => page(FOOTER)(o, '/about'),
      '/contact': (o) => page('Call <a href="tel:0391234568">(03) 9123 4568</a> · 12 Smith Street, Fitzroy VIC 3065')(o, '/contact'),
    }),
    '/robots.txt': (o) => ({
      headers: { 'content-type': 'text/plain' },
      body: `User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\nSitemap: ${o}/sitemap.xml\n`,
    }),
  });
  const audit: Audit = {
    id: 1,
    public_id: 'AbCdEfGhIjKlMnOpQrStUv',
    enquiry_id: 1,
    url: 'https://fixture-plumbing.example/',
    status: 'done',
    score: result.score,
    summary: result.summary,
    created_at: '2026-11-01T00:00:00.000Z',
    finished_at: '2026-11-01T00:00:30.000Z',
    pages: result.pages ?? 0,
    unread: { count: 0, atLeast: false },
    lab: null,
    lab_started_at: null,
    findings: result.findings,
    ai: result.ai ?? null,
    local: result.local ?? null,
    rechecking: 0,
    recheck_failed: null,
    report_views: 0,
    report_viewed_at: null,
  };
  const e = {
    id: 1,
    name: 'Jo',
    email: 'jo@fixture.example',
    phone: '0400 123 456',
    website: audit.url,
    goals: 'More calls.',
    source_page: '/',
    created_at: audit.created_at,
    audit,
  } as Enquiry;
  const mail = staffEmail(e, {
    from: 'site@laserfocus.example',
    to: 'staff@laserfocus.example',
    timeZone: 'Australia/Melbourne',
    siteUrl: 'https://www.laserfocus.example',
  });
  assert.match(mail.text, 'AI search: Blocks OAI-SearchBot: invisible in ChatGPT search\n');
  assert.match(mail.text, 'Local: Two phone numbers on the site\n');

  const body = enquiryCreated(e, 'https://www.laserfocus.example');
  assert.equal(body.data.audit?.ai, {
    verdict: 'Invisible to ChatGPT search: your robots.txt blocks OAI-SearchBot',
    blocks_search: true,
    blocked: ['OAI-SearchBot'],
    partly_blocked: [],
    llms_txt: 'valid',
    only_after_js: null,
  });
  assert.equal(
    [body.data.audit?.local?.summary, body.data.audit?.local?.phones.map((p) => [p.display, p.pages]), body.data.audit?.local?.markup_type],
    [
      'Two phone numbers on the site',
      [
        ['(03) 9123 4567', 2],
        ['(03) 9123 4568', 1],
      ],
      'Plumber',
    ],
  );

  const [row] = parseCsv(enquiriesToCsv([e], 'Australia/Melbourne'), { bom: true, columns: true }) as Record<string, string>[];
  assert.equal([row?.audit_ai, row?.audit_local], ['Blocks OAI-SearchBot: invisible in ChatGPT search', 'Two phone numbers on the site']);
  // A site can name itself anything: a formula-like verdict is still only text in a spreadsheet.
  const hostile = {
    ...e,
    audit: { ...audit, ai: { ...audit.ai!, blocksSearch: false, crawlers: [], verdict: '=HYPERLINK("http://evil.example")' } },
  } as Enquiry;
  const [cell] = parseCsv(enquiriesToCsv([hostile], 'Australia/Melbourne'), { bom: true, columns: true }) as Record<string, string>[];
  assert.ok(!cell?.audit_ai?.startsWith('='), cell?.audit_ai);
});

test.run();
