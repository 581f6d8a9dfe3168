/**
 * Every sentence true (issue 67), through the built server: for each sentence a prospect's report
 * once said falsely, a realistic local site that made it say so is checked through the whole path
 * (the enquiry, the check's thread bundle, the audits table, the report page), and the report now
 * says what is true of that site. Each case names the false sentence it once produced.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import { startBuiltServer, type BuiltServer } from '../../scripts/start-built.js';
import { htmlText, postEnquiry, validEnquiry, waitFor } from '../helpers.js';

type Answer = { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string> };
type Site = Record<string, Answer | string | ((origin: string) => Answer | string)>;

const WORDS =
  '<p>We are a family plumbing business looking after homes and small offices across the inner north, with upfront quotes, licensed plumbers and a written guarantee on every job we take on, big or small.</p>'.repeat(
    4,
  );

/** A realistic page of the site: its title, description, markup and body as given. */
const page = (o: { title: string; body?: string; head?: string; description?: string | false }) =>
  `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${o.title}</title>${
    o.description === false
      ? ''
      : `<meta name="description" content="${o.description ?? `${o.title}: licensed local plumbers for blocked drains, hot water and gas fitting, seven days.`}">`
  }${o.head ?? ''}</head><body><header><a href="/">Home</a> <a href="/about">About</a> <a href="/contact">Contact</a></header><main><h1>${o.title}</h1>${o.body ?? ''}${WORDS}</main><footer>Northside Plumbing</footer></body></html>`;

/** Three ordinary pages, and whatever a case adds or changes. */
const siteOf = (extra: Site = {}): Site => ({
  '/': page({ title: 'Northside Plumbing | Plumbers in Northcote' }),
  '/about': page({ title: 'About Northside Plumbing' }),
  '/contact': page({ title: 'Contact Northside Plumbing' }),
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow:\n' },
  ...extra,
});

async function serve(site: Site): Promise<{ url: string; close: () => void }> {
  const server: Server = createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const found = site[(req.url ?? '/').split('?')[0] ?? '/'];
    const answer = typeof found === 'function' ? found(origin) : found;
    if (answer === undefined) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    const a = typeof answer === 'string' ? { body: answer } : answer;
    res.writeHead(a.status ?? 200, { 'content-type': a.type ?? 'text/html; charset=utf-8', ...a.headers }).end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

let server: BuiltServer;
test.before(async () => {
  server = await startBuiltServer({
    AUDIT_ENABLED: 'true',
    AUDIT_ALLOW_PRIVATE: 'true',
    AUDIT_REUSE_MS: '0',
    AUDIT_MAX_PAGES: '10',
    // The phone run is not what these cases are about: without it each check is a second or two.
    AUDIT_LAB_BROWSER: 'off',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '1000',
    TIME_ZONE: 'Australia/Melbourne',
  });
});
test.after(async () => {
  await server.stop();
});

let n = 0;
/** The finished report of `site`, as its text. */
async function reportOf(site: Site): Promise<string> {
  const prospect = await serve(site);
  try {
    const res = await postEnquiry(server.url, validEnquiry({ website: prospect.url, email: `owner${++n}@northside.example` }), 'json', {
      origin: server.url,
    });
    assert.is(res.status, 201, await res.clone().text());
    const report = ((await res.json()) as { audit: string }).audit;
    await waitFor(
      async () => ['done', 'failed'].includes(((await (await fetch(`${server.url}/api${report}`)).json()) as { status: string }).status),
      120_000,
      `the check of ${prospect.url}`,
    );
    return htmlText(await (await fetch(`${server.url}${report}`)).text());
  } finally {
    prospect.close();
  }
}

const robots = (body: string, type = 'text/plain') => ({ '/robots.txt': { type, body } });

test("robots.txt: a group named 'site' or an empty User-agent is not ours: the crawl reads the site (was: one page, no reason)", async () => {
  for (const group of ['User-agent: site', 'User-agent:']) {
    const report = await reportOf(siteOf(robots(`${group}\nDisallow: /\n`)));
    assert.match(report, /Checked 3 pages of 127\.0\.0\.1/, group);
  }
});

test('robots.txt with CR-only line endings is read line by line (was: crawled, and "every AI crawler may read the site")', async () => {
  const report = await reportOf(siteOf(robots('User-agent: *\rDisallow: /\r')));
  assert.match(report, 'Your whole site is closed to search engines: robots.txt tells every crawler to stay out of it');
  assert.not.match(report, 'Every AI crawler we check may read your site');
});

test('robots.txt answering 503 is complete disallow (was: "Open to AI search")', async () => {
  const report = await reportOf(siteOf({ '/robots.txt': { status: 503, type: 'text/plain', body: 'Service unavailable' } }));
  assert.match(report, 'treat your whole site as off limits');
  assert.not.match(report, 'Open to AI search');
});

test('robots.txt redirected to another host is followed (was: "redirects to another website, which the check does not read")', async () => {
  const elsewhere = await serve({ '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /team/\n' } });
  try {
    const report = await reportOf(
      siteOf({
        '/': page({ title: 'Northside Plumbing | Plumbers in Northcote', body: '<a href="/team/">Our team</a>' }),
        '/robots.txt': { status: 301, headers: { location: `${elsewhere.url}robots.txt` }, body: '' },
      }),
    );
    assert.not.match(report, 'redirects to another website');
    assert.match(report, /1 address linked from your pages is blocked for crawlers by robots\.txt/);
  } finally {
    elsewhere.close();
  }
});

test('the fetchers a person starts are never scored as invisibility (was: "Invisible to Perplexity")', async () => {
  const report = await reportOf(siteOf(robots('User-agent: ChatGPT-User\nUser-agent: Perplexity-User\nDisallow: /\n')));
  assert.not.match(report, 'Invisible to');
  // Said of this site's robots.txt: the AI section's intro says "may not apply" of every report.
  assert.match(report, 'asks ChatGPT-User and Perplexity-User not to fetch your pages when a person asks');
  assert.match(report, 'OpenAI and Perplexity say robots.txt may not apply to such fetches');
});

test('Google-Extended: training and grounding in Gemini Apps and Vertex AI, not Search', async () => {
  const report = await reportOf(siteOf(robots('User-agent: Google-Extended\nDisallow: /\n')));
  // Said of this site's robots.txt: the AI section's intro names Gemini Apps and Vertex AI in every report.
  assert.match(report, 'keeps your pages from some AI training (Google-Extended) and from grounding answers in Gemini Apps and Vertex AI');
  assert.match(report, 'Google-Extended also keeps your pages from grounding answers in Gemini Apps and Vertex AI');
});

test('llms.txt: an H1 and a summary is valid (was: malformed); one sent as HTML is told its content type', async () => {
  const valid = await reportOf(
    siteOf({ '/llms.txt': { type: 'text/plain', body: '# Northside Plumbing\n\n> Family plumbers in Northcote.\n' } }),
  );
  assert.match(valid, "Your /llms.txt follows llmstxt.org's layout");
  const html = await reportOf(
    siteOf({ '/llms.txt': { type: 'text/html', body: '# Northside Plumbing\n\n> Family plumbers in Northcote.\n' } }),
  );
  assert.match(html, 'it should be text/plain or text/markdown');
  assert.not.match(html, 'usual page');
});

test('Content-Signal: a second line is read and a contradiction said (was: "in step with its rules")', async () => {
  const report = await reportOf(
    siteOf(robots('User-agent: *\nContent-Signal: search=yes, ai-train=no\nContent-Signal: search=no\nAllow: /\n')),
  );
  assert.match(report, /says? both yes and no to search/);
});

test('a main filled by a script, inside a header and footer of words, is caught (was: "every page has its text in its HTML")', async () => {
  const shell = (title: string) =>
    `<!doctype html><html lang="en-AU"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${title}: licensed local plumbers for blocked drains, hot water and gas fitting."><script src="/app.js" defer></script></head><body><header><nav>${'<a href="/">Home</a> <a href="/about">About us and our licensed plumbers</a> <a href="/contact">Contact our friendly team today</a> '.repeat(3)}</nav></header><main id="app"></main><footer>${WORDS.slice(0, 400)}</footer></body></html>`;
  const report = await reportOf(
    siteOf({
      '/': shell('Northside Plumbing'),
      '/about': shell('About Northside'),
      '/contact': shell('Contact Northside'),
      '/app.js': { type: 'text/javascript', body: '' },
    }),
  );
  assert.match(report, 'almost no text in their main content');
  assert.not.match(report, 'has its main content in its HTML');
});

const markup = (node: object) =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...node })}</script>`;
const FOOTER = '<p>Call (03) 9489 1234 · 12 High Street, Northcote VIC 3070</p>';

test('a schema.org Service is not judged as a local business (was: "Your Service markup lacks what Google requires")', async () => {
  const home = page({ title: 'Northside Plumbing | Plumbers', head: markup({ '@type': 'Service', name: 'Blocked drains' }), body: FOOTER });
  const report = await reportOf(siteOf({ '/': home }));
  assert.not.match(report, 'Your Service markup lacks');
});

test('an address given by @id, as Yoast writes it, is read (was: "lacks its address")', async () => {
  const graph = {
    '@graph': [
      { '@type': 'Plumber', '@id': '/#business', name: 'Northside Plumbing', telephone: '+61394891234', address: { '@id': '/#address' } },
      {
        '@type': 'PostalAddress',
        '@id': '/#address',
        streetAddress: '12 High Street',
        addressLocality: 'Northcote',
        addressRegion: 'VIC',
        postalCode: '3070',
        addressCountry: 'AU',
      },
    ],
  };
  const report = await reportOf(siteOf({ '/': page({ title: 'Northside Plumbing | Plumbers', head: markup(graph), body: FOOTER }) }));
  assert.not.match(report, /lacks[^.]*address/);
  assert.match(report, 'It has everything Google requires (a name and an address).');
});

test('a company number and a fax in the footer are not phones; a number before more digits is found', async () => {
  const footer =
    '<p>Call (03) 9489 1234 24 hours · Fax (03) 9489 1299 · ACN 345 678 901 · ABN 49 624 595 711 · 12 High Street, Northcote VIC 3070</p>';
  const report = await reportOf(
    siteOf({
      '/': page({ title: 'Northside Plumbing | Plumbers', body: footer }),
      '/about': page({ title: 'About Northside Plumbing', body: footer }),
    }),
  );
  assert.not.match(report, 'different phone numbers');
  assert.match(report, '(03) 9489 1234 on');
  assert.not.match(report, 'we found no phone number');
});

test('a page per branch is not two addresses for one business (was: "your addresses disagree")', async () => {
  const branch = (suburb: string, street: string, postcode: string, phone: string) =>
    page({
      title: `Northside Plumbing ${suburb}`,
      body: `<p>Our ${suburb} branch: ${street}, ${suburb} VIC ${postcode}. Call ${phone}.</p>`,
    });
  const report = await reportOf(
    siteOf({
      '/': page({
        title: 'Northside Plumbing | Plumbers',
        body: '<a href="/locations/fitzroy">Fitzroy</a> <a href="/locations/collingwood">Collingwood</a>',
      }),
      '/locations/fitzroy': branch('Fitzroy', '12 Smith Street', '3065', '(03) 9417 1234'),
      '/locations/collingwood': branch('Collingwood', '40 Smith Street', '3066', '(03) 9417 5678'),
    }),
  );
  assert.not.match(report, 'different addresses');
  assert.not.match(report, 'different phone numbers');
});

test('markup naming a street no page shows is said so (was: passed as the same address)', async () => {
  const head = markup({
    '@type': 'Plumber',
    name: 'Northside Plumbing',
    telephone: '+61394891234',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Level 5, 100 Collins Street',
      addressLocality: 'Melbourne',
      addressRegion: 'VIC',
      postalCode: '3000',
    },
  });
  // Every footer says only the suburb, as the agency's own did.
  const footer = '<p>Call (03) 9489 1234 · Melbourne VIC 3000</p>';
  const report = await reportOf(
    siteOf({
      '/': page({ title: 'Northside Plumbing | Plumbers', head, body: footer }),
      '/about': page({ title: 'About Northside Plumbing', body: footer }),
      '/contact': page({ title: 'Contact Northside Plumbing', body: footer }),
    }),
  );
  assert.match(report, 'no page shows a street address');
});

test('passes only where they applied: an http-only site, pages without descriptions, markup without an address', async () => {
  const plain = (title: string) =>
    page({
      title,
      description: false,
      head: markup({ '@type': 'Plumber', name: 'Northside Plumbing', telephone: '+61394891234' }),
      body: FOOTER,
    });
  const report = await reportOf(
    siteOf({
      '/': page({
        title: 'Northside Plumbing | Plumbers',
        head: markup({ '@type': 'Plumber', name: 'Northside Plumbing', telephone: '+61394891234' }),
        body: `${FOOTER}<form method="post" action="/contact"><button>Send</button></form>`,
      }),
      '/about': plain('About Northside Plumbing'),
      '/contact': plain('Contact Northside Plumbing'),
    }),
  );
  assert.not.match(report, 'Internal links use the secure https://', 'no https pass on an http-only site');
  assert.not.match(report, 'forms sending to an insecure', 'plain http is one cause, said once');
  assert.match(report, '2 pages have no meta description');
  assert.not.match(report, 'Every page has its own meta description');
  assert.not.match(report, 'same phone and postcode');
  assert.not.match(report, 'same phone and address');
});

test('a training block named as it is: GPTBot and CCBot kept out, the others allowed (was: "kept from AI training (GPTBot and CCBot)")', async () => {
  const report = await reportOf(siteOf(robots('User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n')));
  assert.not.match(report, 'kept from AI training (GPTBot and CCBot)');
  assert.match(report, 'allows ClaudeBot');
});

test('a page in windows-1252 reads as a browser reads it, in the findings and in the fixes (was: "Caf� Cr�me")', async () => {
  // The bytes as an old site's editor saved them: é is 0xE9, è 0xE8, the apostrophe 0x92; the HTTP header names no charset.
  const latin = (html: string) => Buffer.from(html.replace(/’/g, '\u0092'), 'latin1');
  const head = '<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">';
  const report = await reportOf(
    siteOf({
      '/': {
        type: 'text/html',
        body: latin(page({ title: 'Café Crème', head, description: 'Café Crème’s coffee.' }).replace('<meta charset="utf-8">', '')),
      },
    }),
  );
  assert.match(report, 'The title is 10 characters long: "Café Crème"');
  assert.match(report, 'Now: Café Crème’s coffee.', 'the description fix quotes it as the page shows it');
  assert.not.match(report, '\uFFFD');
});

/** A US restaurant group's page of one location: its own Restaurant markup, street and number (no Australian state in sight). */
const location = (n: number) =>
  page({
    title: `Tacos Rivera ${n}th Street | Tacos Rivera`,
    head: `<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: `Tacos Rivera ${n}th Street`,
      telephone: `+1 512 555 01${String(n).padStart(2, '0')}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${n}00 ${n}th Street`,
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78701',
        addressCountry: 'US',
      },
    })}</script>`,
    body: `<p>Call <a href="tel:+1512555${String(100 + n).padStart(4, '0')}">(512) 555-${String(100 + n).padStart(4, '0')}</a>, ${n}00 ${n}th Street, Austin, TX 78701.</p>`,
  });

test('17 location pages, each with its own Restaurant markup and phone, in the US: locations, not "17 different phone numbers" (was so)', async () => {
  const pages: Site = {
    '/': page({
      title: 'Tacos Rivera | Austin taquerias',
      body: Array.from({ length: 17 }, (_, i) => `<a href="/locations/${i + 1}th-street">${i + 1}th Street</a>`).join(' '),
    }),
  };
  for (let n = 1; n <= 17; n++) pages[`/locations/${n}th-street`] = location(n);
  const report = await reportOf({ ...siteOf(pages), '/': pages['/'] as string });
  assert.not.match(report, 'different phone numbers');
  assert.not.match(report, 'different addresses');
  assert.not.match(report, /"addressCountry": "AU"|Austin VIC|Austin, VIC/);
});

test('navigation made only of href="#" with an onclick is not "every link can be followed" (was so)', async () => {
  const report = await reportOf(
    siteOf({
      '/': page({
        title: 'Northside Plumbing | Plumbers in Northcote',
        body: '<nav><a href="#" onclick="go(\'/about\')">About</a> <a href="#" onclick="go(\'/contact\')">Contact</a></nav>',
      }),
    }),
  );
  assert.not.match(report, 'Every link on your pages can be followed by search engines');
  assert.match(report, 'onclick="go(');
});

test('a redirect is not named as a page that links anywhere (was: "linked from /old-about")', async () => {
  const report = await reportOf(
    siteOf({
      '/': page({ title: 'Northside Plumbing | Plumbers in Northcote', body: '<a href="/old-about">About</a>' }),
      '/old-about': { status: 301, headers: { location: '/about' }, body: '' },
      '/about': page({ title: 'About Northside Plumbing', body: '<a href="/missing">Our prices</a>' }),
    }),
  );
  assert.match(report, /\/missing: HTTP 404 \(linked from [^)]*\/about\)/);
  assert.not.match(report, /\(linked from [^)\n]*old-about/);
});

test('every crawler kept out by one rule: said once, not 23 times, and no "The other 0 AI crawlers" (was so)', async () => {
  const report = await reportOf(siteOf(robots('User-agent: *\nDisallow: /\n')));
  assert.match(report, 'keeps out every crawler it does not name');
  assert.not.match(report, 'The other 0');
  assert.is((report.match(/Disallow: \/” on line 2/g) ?? []).length, 1, 'the rule is named once');
  assert.match(report, 'Your whole site is closed to search engines');
});

test.run();
