/**
 * "What changed", held to the truth against the built server, with a real local business site whose
 * answers change between checks (issue 67):
 *
 * - robots.txt answering 500 and /about failing on a re-check: nothing they held is called fixed;
 *   the report says what could not be read this time, with the pages read before and after;
 * - markup gaining its address but still lacking geo: credited as smaller, not "still to do";
 * - same-day checks told apart by their time; a re-check with no change keeps the progress since the first;
 * - cross-site posts never use up a visitor's "Check again" allowance; an IPv6 /64 counts as one address;
 * - a report view is a person seeing it: a plain fetch is not counted, a Chromium visit is.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { hasChromium, htmlText, launchChromium, postEnquiry, validEnquiry, waitFor, waitForIslands } from '../helpers.js';

/** The prospect's site, as its owner changes it between checks. */
const site = {
  robots: 'ok' as 'ok' | 'error',
  aboutFails: false,
  description: false,
  address: false,
};
const WORDS = '<p>Family plumbers across the eastern suburbs: blocked drains, hot water and gas fitting, with upfront quotes.</p>'.repeat(
  8,
);
const prospect = createServer((req, res) => {
  const origin = `http://${req.headers.host}`;
  if (req.url === '/robots.txt') {
    if (site.robots === 'error') return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    // ChatGPT's search crawler is kept out: "Invisible to ChatGPT search".
    return void res
      .writeHead(200, { 'content-type': 'text/plain' })
      .end('User-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
  }
  const markup = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Plumber',
    name: 'Eastside Plumbing',
    url: `${origin}/`,
    telephone: '+61 3 9123 4567',
    ...(site.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: '12 Station Street',
            addressLocality: 'Box Hill',
            addressRegion: 'VIC',
            postalCode: '3128',
            addressCountry: 'AU',
          },
        }
      : {}),
  });
  const page = (title: string, body: string, description: boolean) =>
    `<!doctype html><html lang="en-AU"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>${
      description
        ? '<meta name="description" content="Family plumbers in Melbourne for blocked drains, hot water and gas fitting, seven days a week.">'
        : ''
    }<script type="application/ld+json">${markup}</script></head><body><h1>${title}</h1>${body}${WORDS}<p>Call (03) 9123 4567. 12 Station Street, Box Hill VIC 3128</p></body></html>`;
  if (req.url === '/')
    return void res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(page('Eastside Plumbing, Box Hill plumbers', '<a href="/about">About us</a>', site.description));
  if (req.url === '/about') {
    if (site.aboutFails) return void res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
    // A title too short: "N pages have titles shorter than 15 ..."
    return void res.writeHead(200, { 'content-type': 'text/html' }).end(page('About', '<a href="/">Home</a>', true));
  }
  res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
});
await new Promise<void>((resolve) => prospect.listen(0, '127.0.0.1', () => resolve()));
const website = `http://127.0.0.1:${(prospect.address() as { port: number }).port}/`;
test.after(() => {
  prospect.closeAllConnections();
  prospect.close();
});

const ENV = {
  AUDIT_ENABLED: 'true',
  AUDIT_ALLOW_PRIVATE: 'true',
  AUDIT_REUSE_MS: '0',
  AUDIT_RECHECK_MS: '0',
  AUDIT_RECHECKS_PER_DAY: '10',
  AUDIT_MAX_PAGES: '5',
  FORM_MIN_FILL_MS: '0',
  RATE_LIMIT_MAX: '1000',
  TIME_ZONE: 'Australia/Melbourne',
};

const statusOf = async (server: BuiltServer, report: string) =>
  (await (await fetch(`${server.url}/api${report}`)).json()) as { status: string; lab: string | null };
/** Waits for the check (and its phone run, if any: with `lab`, until it has a result) to end. */
const settled = (server: BuiltServer, report: string, lab = false) =>
  waitFor(
    async () => {
      const s = await statusOf(server, report);
      return ['done', 'failed'].includes(s.status) && s.lab !== 'measuring' && (!lab || s.lab !== null);
    },
    240_000,
    `the check of ${report} to end`,
  );

let n = 0;
async function reportFor(server: BuiltServer, lab = false): Promise<string> {
  const res = await postEnquiry(server.url, validEnquiry({ website, email: `owner${++n}@eastside.example` }), 'json', {
    origin: server.url,
  });
  assert.is(res.status, 201, await res.clone().text());
  const report = ((await res.json()) as { audit: string }).audit;
  await settled(server, report, lab);
  return report;
}

const recheck = (server: BuiltServer, report: string, headers: Record<string, string> = { origin: server.url }) =>
  fetch(`${server.url}${report}/recheck`, { method: 'POST', headers: { accept: 'application/json', ...headers } });

async function checkAgain(server: BuiltServer, report: string, lab = false): Promise<string> {
  const res = await recheck(server, report);
  assert.is(res.status, 202, await res.clone().text());
  await settled(server, report, lab);
  return (await fetch(`${server.url}${report}`)).text();
}

/** One list of "Since your last check" (its heading starts with `title`), as text; '' when there is none. */
function list(html: string, title: string, within = 'audit-changes'): string {
  const section = html.slice(html.indexOf(`id="${within}"`));
  const at = section.search(new RegExp(`<h3>${title}(<!-- -->)? \\(`));
  return at < 0 ? '' : htmlText(section.slice(at, section.indexOf('</ul>', at)));
}

test('robots.txt answering 500, then /about failing: nothing they held is called fixed, and the report says what was not read', async () => {
  const server = await startBuiltServer(ENV);
  /** The sentence saying what this check could not read, as text. */
  const unreadNote = (html: string) => {
    const at = html.indexOf('data-audit-unread');
    return at < 0 ? '' : htmlText(html.slice(html.indexOf('>', at) + 1, html.indexOf('</p>', at)));
  };
  try {
    const report = await reportFor(server);
    const first = await (await fetch(`${server.url}${report}`)).text();
    assert.match(htmlText(first), 'Invisible to ChatGPT', 'the first check finds the blocked search crawler');

    site.robots = 'error';
    const html = await checkAgain(server, report);
    const fixed = list(html, 'Fixed');
    assert.not.match(fixed, 'Invisible to ChatGPT', `robots.txt was not read, so its finding is not fixed: ${fixed}`);
    assert.not.match(fixed, /page(s)? (is|are|has|have|does)/, `no finding of the pages not read is fixed: ${fixed}`);
    const said = unreadNote(html);
    assert.match(said, 'robots.txt (it answered HTTP 500)', said);
    assert.match(said, 'We read 2 pages before and 1 this time', said);
    site.robots = 'ok';

    // Another report of the same site: this time /about fails to load.
    const other = await reportFor(server);
    assert.match(await (await fetch(`${server.url}${other}`)).text(), 'id="finding-titles-length"', "/about's short title is found");
    site.aboutFails = true;
    const again = await checkAgain(server, other);
    const stillFixed = list(again, 'Fixed');
    assert.not.match(stillFixed, 'shorter than 15', `/about was not read, so its title is not fixed: ${stillFixed}`);
    const notRead = list(again, 'Not read this time');
    assert.match(notRead, /shorter than 15 .*\/about could not be read this time \(it answered HTTP 500\)/, notRead);
    assert.match(unreadNote(again), /\/about \(it answered HTTP 500\)\. We read 2 pages before and 1 this time/, unreadNote(again));
  } finally {
    site.robots = 'ok';
    site.aboutFails = false;
    await server.stop();
  }
});

test('a smaller problem is credited; same-day checks show their time; a re-check with no change keeps the progress since the first', async () => {
  const server = await startBuiltServer(ENV);
  try {
    const report = await reportFor(server);
    const first = await (await fetch(`${server.url}${report}`)).text();
    assert.match(first, /id="finding-local-business-markup"[^]*?audit-tag[^>]*>Problem/, 'markup without an address is a problem');

    // The owner adds the address (Google requires it) but not geo (recommended), and a description.
    site.address = true;
    site.description = true;
    const second = await checkAgain(server, report);
    const smaller = list(second, 'Smaller now');
    assert.match(smaller, /geo/, `the markup is credited as smaller: ${smaller}`);
    assert.match(smaller, '(was:');
    assert.not.match(list(second, 'Still to do'), /LocalBusiness|markup/i, 'and not listed as still to do');
    assert.match(list(second, 'Fixed'), 'no meta description');
    // Two checks the same day: each named with its time.
    assert.match(htmlText(second), /Compared with your check on \d{1,2} \w+ \d{4}, \d{1,2}:\d\d [ap]m:/);
    const earlier = htmlText(second.slice(second.indexOf('>', second.indexOf('id="audit-history"')) + 1));
    assert.match(
      earlier,
      /^Earlier checks ?\d{1,2} \w+ \d{4}, \d{1,2}:\d\d [ap]m: \d+ out of 100 \(your first check\)/,
      earlier.slice(0, 200),
    );

    // Nothing changes: the progress since the first check is still said.
    const third = await checkAgain(server, report);
    assert.is(list(third, 'Fixed'), '', 'nothing fixed since the last check');
    assert.match(
      htmlText(third),
      /Since your first check ?Compared with your first check on \d{1,2} \w+ \d{4}, \d{1,2}:\d\d [ap]m: your score went from \d+ to \d+ \(up \d+\)/,
    );
    assert.match(list(third, 'Fixed since your first check', 'audit-changes'), 'no meta description');
    assert.match(list(third, 'Smaller since your first check', 'audit-changes'), /geo/);
  } finally {
    site.address = false;
    site.description = false;
    await server.stop();
  }
});

test('posts from another site never use up "Check again"; an IPv6 /64 is one address', async () => {
  const server = await startBuiltServer({ ...ENV, AUDIT_RECHECK_IP_MAX: '2', TRUST_PROXY: 'true' });
  try {
    const report = await reportFor(server);
    // Any web page can make a visitor's browser post here: each is refused and none is counted.
    for (let i = 0; i < 4; i++) {
      const res = await recheck(server, report, { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' });
      assert.is(res.status, 403, `cross-site post ${i + 1}`);
    }
    assert.is((await recheck(server, report)).status, 202, 'the visitor can still check again from the report');
    await settled(server, report);

    // One home's /64: addresses picked at will within it are counted together.
    const from = (ip: string) => recheck(server, '/audit/AAAAAAAAAAAAAAAAAAAAAA', { origin: server.url, 'x-forwarded-for': ip });
    const statuses = [];
    for (const ip of ['2001:db8:1:1::a', '2001:db8:1:1::b', '2001:db8:1:1:ffff::c']) statuses.push((await from(ip)).status);
    assert.equal(statuses, [404, 404, 429]);
    assert.is((await from('2001:db8:1:2::a')).status, 404, 'another /64 is another address');
  } finally {
    await server.stop();
  }
});

test('a report view is a person seeing it: a plain fetch is not counted, a visit in Chromium is', async () => {
  const server = await startBuiltServer(ENV);
  const views = () => {
    const db = new Database(join(server.dir, 'enquiries.db'), { readonly: true });
    try {
      return (db.prepare('SELECT report_views AS n FROM audits ORDER BY id DESC LIMIT 1').get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  try {
    const report = await reportFor(server);
    const before = views();
    // What an email link scanner does: fetch the page, with a browser's headers or none.
    await fetch(`${server.url}${report}`);
    await fetch(`${server.url}${report}`, {
      headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', 'user-agent': 'Mozilla/5.0 Chrome/130' },
    });
    assert.is(views(), before, 'fetches are not counted');
    if (!hasChromium) return;
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}${report}`);
      await waitFor(() => views() === before + 1, 15_000, 'the visit counted');
      await page.goto(`${server.url}${report}?via=staff-email`);
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      assert.is(views(), before + 1, "staff's visit from their email is not counted");
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
});

test.run();
