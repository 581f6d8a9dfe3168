/**
 * Our own site passes its own check's AI search and Local parts: the built pages served by the app,
 * read by the real check (crawl, robots.txt, llms.txt, markup). No AI search crawler is kept out,
 * llms.txt follows llmstxt.org's layout, one name, address and phone appear everywhere, and the
 * business markup has every property Google requires and recommends, with the street address every
 * page's footer shows.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { site } from '../../data/site.js';
import { runCheck } from '../../src/audit/jobs/run-check.js';
import { startServer } from '../helpers.js';

test('our own site: open to AI search, a valid llms.txt, one name, address and phone, full ProfessionalService markup', async () => {
  const server = await startServer();
  try {
    const result = await runCheck(
      `${server.url}/`,
      {
        timeoutMs: 10_000,
        maxBytes: 2 * 1024 * 1024,
        allowPrivate: true,
        userAgent: 'Mozilla/5.0 (compatible; LaserfocusDigitalSiteCheck/1.0)',
      },
      { maxPages: 40, crawlMs: 60_000, siteConcurrency: 4, maxCandidates: 5000 },
    );
    assert.is(result.status, 'done', result.summary);
    const ours = result.findings.filter((f) =>
      [
        'ai-search-crawlers',
        'content-signal',
        'llms-txt',
        'script-only-pages',
        'local-business-markup',
        'nap-phones',
        'nap-addresses',
        'phone-not-tappable',
        'nap-markup-mismatch',
      ].includes(f.id),
    );
    assert.equal(
      ours.filter((f) => f.severity !== 'passed').map((f) => `${f.id}: ${f.message} ${(f.urls ?? []).join(', ')}`),
      [],
      'no AI search or local finding',
    );
    assert.is(result.ai?.verdict, 'Open to AI search and training');
    assert.equal([result.ai?.llms.state, result.ai?.scriptOnly], ['valid', 0]);
    assert.equal(
      result.local?.phones.map((p) => p.display),
      [site.phone.display],
    );
    assert.equal(
      result.local?.addresses.map((a) => a.postcode),
      [site.address.postcode],
    );
    assert.equal(result.local?.markup, {
      type: 'ProfessionalService',
      local: true,
      missingRequired: [],
      missingRecommended: [],
      suggested: [],
    });
    assert.is(result.local?.name, site.name);
  } finally {
    await server.close();
  }
});

test.run();
