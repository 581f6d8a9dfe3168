/**
 * Links search engines cannot follow, by Lighthouse's crawlable-anchors rules as far as the HTML
 * shows them (a listener added by a script is not in it): javascript:void(0), file: and unparsable
 * addresses, placeholders with an inline handler, link attributes without an href.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readPage } from '../../../src/audit/read/page-facts.js';
import { judgeSite } from '../../facts.js';
import { finding, fired, given, goodPage, goodSite, notPassed } from '../../fixtures/site-table.js';
import { FAILURES, lighthouseSite, TESTER } from '../../fixtures/lighthouse-seo.js';

/** Lighthouse's passing cases (its unit test and smoke pages), one link each. */
const PASSING = [
  '<a href="#top">x</a>',
  '<a href="#">x</a>',
  '<a href="#:~:text=string">x</a>',
  '<a href="mailto:name@example.com">x</a>',
  '<a href="tel:5555555">x</a>',
  '<a href="https://example.com">x</a>',
  '<a href="foo">x</a>',
  '<a href="/foo">x</a>',
  '<a href="?query=string">x</a>',
  '<a href="//example.com">x</a>',
  '<a href="ftp://myname@host.dom">x</a>',
  '<a href="http://172.217.20.78">x</a>',
  '<a href="">x</a>',
  '<a href=" ">x</a>',
  '<a>x</a>',
  '<a class="some-link">x</a>',
  '<a id="example">x</a>',
  '<a id="example" onclick="go()">x</a>',
  '<a name="name">x</a>',
  '<a name="name" href="javascript:void(0)">x</a>',
  '<a role="some-role" href="javascript:void(0)">x</a>',
  '<a role="a">x</a>',
  '<a href="/validPath" onclick="window.open()">x</a>',
  '<a href="mailto:name@example.com" onclick="window.open()">x</a>',
  '<a href="javascript:;">x</a>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JavaScript:void(0)">x</a>',
  '<a href="javascript:void(null)">x</a>',
  '<a href="FILE:///image.png">x</a>',
  // Inside <noscript> and <template> there are no elements to a browser.
  '<noscript><a href="javascript:void(0)">x</a></noscript>',
  '<template><a onclick="go()">x</a></template>',
];
/** Lighthouse's failing cases, one link each. */
const FAILING = [
  '<a href="javascript:void(0)">x</a>',
  '<a href="javascript: void(0)">x</a>',
  '<a href="javascript : void ( 0 )">x</a>',
  '<a href="javascript:void 0">x</a>',
  '<a href="javascript:void0">x</a>',
  '<a href="javascript:void(0);">x</a>',
  '<a href="/x?javascript:void(0)">x</a>',
  '<a href="file:///image.png">x</a>',
  '<a href="ftp://">x</a>',
  '<a href="http://">x</a>',
  '<a href="//">x</a>',
  '<a href="http://[">x</a>',
  '<a href="http://%">x</a>',
  '<a href="https://example.com:99999/">x</a>',
  '<a onclick="window.open(`http://example.com`)">x</a>',
  '<a onclick="window.Location = \'\';">x</a>',
  '<a onmousedown="go()">x</a>',
  '<a target="_blank">x</a>',
  '<a rel="nofollow">x</a>',
  '<a name=" " rel="x">x</a>',
  '<a role=" " rel="x">x</a>',
  '<a href="javascript:void(0)" onclick="go()">x</a>',
  '<svg><a onclick="go()"><text>x</text></a></svg>',
];

test('links that all lead somewhere pass', async () => {
  const { findings } = await judgeSite(
    goodSite({
      '/': (o) => goodPage(o, '/', { links: '<a href="/about">About us</a> <a href="tel:0391234567">Call us</a> <a href="#top">Top</a>' }),
      '/about': (o) => goodPage(o, '/about'),
    }),
  );
  assert.is(finding(findings, 'uncrawlable-links').severity, 'passed');
  assert.equal(notPassed(findings), []);
});

test("Lighthouse's pages: the tester's inline onclick placeholder fails, the failure page's onclick placeholder and javascript:void(0) fail", async () => {
  const { findings: tester, site } = await judgeSite(lighthouseSite(), { start: TESTER });
  assert.equal(fired(tester, 'uncrawlable-links', site.origin), {
    severity: 'improvement',
    message: '1 link on your pages cannot be followed by search engines.',
    urls: [`${TESTER}: <a onclick="window.Location = '';">Some link</a>`],
  });
  const { findings: failing, site: failingSite } = await judgeSite(lighthouseSite(), { start: FAILURES });
  assert.equal(fired(failing, 'uncrawlable-links', failingSite.origin).urls, [
    `${FAILURES}: <a onclick="window.open(\`http://example.com\`)">Some link</a>`,
    `${FAILURES}: <a href="javascript:void(0)">Some link</a>`,
  ]);
});

test("Lighthouse's crawlable-anchors cases: each passing link passes and each failing one fails, read as the page's HTML", async () => {
  for (const html of PASSING) assert.equal((await readPage(`<body>${html}`)).uncrawlable, [], html);
  for (const html of FAILING) assert.is((await readPage(`<body>${html}`)).uncrawlable.length, 1, html);
  // Shown as their source, shortened: the attributes that decide, and the first event handler.
  assert.equal((await readPage(`<body>${FAILING.slice(14).join('\n')}`)).uncrawlable, [
    '<a onclick="window.open(`http://example.com`)">x</a>',
    '<a onclick="window.Location = \'\';">x</a>',
    '<a onmousedown="go()">x</a>',
    '<a target="_blank">x</a>',
    '<a rel="nofollow">x</a>',
    '<a name="" rel="x">x</a>',
    '<a role="" rel="x">x</a>',
    '<a href="javascript:void(0)" onclick="go()">x</a>',
    '<a onclick="go()">x</a>',
  ]);
});

test('every uncrawlable link is listed with its page, the same link repeated on a page once with how many times, the first 20 of a page that has thousands', async () => {
  const { findings, site } = await judgeSite(
    goodSite({
      '/': (o) =>
        goodPage(o, '/', {
          links: '<a href="/menu">Menu</a> <a href="javascript:void(0)" class="toggle">Services</a> <a onclick="openMenu()">Contact us</a>',
        }),
      '/menu': (o) => goodPage(o, '/menu', { links: `<a href="/">Home</a>${'<a href="javascript:void(0)">More</a>'.repeat(5000)}` }),
    }),
  );
  const found = fired(findings, 'uncrawlable-links', site.origin);
  assert.equal(found.urls.slice(0, 2), ['/: <a href="javascript:void(0)">Services</a>', '/: <a onclick="openMenu()">Contact us</a>']);
  assert.equal(found.urls[2], '/menu: <a href="javascript:void(0)">More</a> (20 times)');
  assert.is(finding(findings, 'uncrawlable-links').total, 3);
  assert.is(finding(findings, 'uncrawlable-links').message, '22 links on your pages cannot be followed by search engines.');
});

test('the start page alone: links are judged across the crawl, so one that did not happen says nothing of them', async () => {
  const { findings } = await judgeSite(
    { '/': (o) => goodPage(o, '/', { links: '<a href="javascript:void(0)">Menu</a>' }) },
    { maxPages: 1 },
  );
  assert.equal(given(findings, ['uncrawlable-links']), []);
});

test.run();
