/**
 * data/site.ts is the one place an owner changes the agency's facts. This test changes every fact
 * there (in a copy of the project), renders every page, the 404 and 500 pages, the SEO files and both
 * emails, and proves that no old value is left anywhere and that the new ones are shown.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { site } from '../../data/site.js';
import { stringsIn } from '../../src/content/strings.js';
import type { RenderedSite } from '../fixtures/render-site.js';

const root = resolve(import.meta.dirname, '..', '..');

/** Every fact changed; lengths kept close so page descriptions stay within their limits. */
const changed = {
  ...site,
  name: 'Quillstone Studios',
  shortName: 'Quillstone',
  legalName: 'Quillstone Studios Pty Ltd',
  abn: 'ABN 83 914 205 377',
  tagline: 'Search & Content Marketing Studio Perth',
  titleSuffix: ' | Quillstone Studios - Search Studio Perth',
  phone: { display: '(08) 7010 4455', href: 'tel:+61870104455' },
  email: 'studio@quillstone.example',
  address: {
    street: '12 Hay Street',
    locality: 'Perth',
    region: 'WA',
    postcode: '6000',
    country: 'Australia',
    countryCode: 'AU',
    display: 'Perth WA 6000, Australia',
    geo: { latitude: -31.9523, longitude: 115.8613 },
  },
  officeHours: 'Mon-Thu 8AM-4PM AWST',
  openingHours: { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '16:00' },
  copyright: '© 2026 Quillstone Studios. All rights reserved.',
  emailProvider: 'Campaign Monitor',
  analyticsProvider: 'Plausible Analytics',
};

/** The shipped facts as they could appear in text: the phone in several spacings, the ABN's digits ... */
function oldValues(): string[] {
  const national = site.phone.display.replace(/\D/g, '');
  const international = site.phone.href.replace('tel:', '');
  const [area, local] = [national.slice(0, 2), national.slice(2)];
  const [a, b] = [local.slice(0, 4), local.slice(4)];
  const abn = site.abn.replace(/^ABN\s*/, '');
  const values = [
    site.name,
    site.shortName,
    site.legalName,
    site.tagline,
    site.titleSuffix,
    site.copyright,
    site.officeHours,
    site.phone.display,
    international,
    national,
    `${area} ${a} ${b}`,
    `+61 ${area.slice(1)} ${a} ${b}`,
    `${a} ${b}`,
    `${a}-${b}`,
    local,
    site.email,
    site.email.split('@')[1]!,
    site.abn,
    abn,
    abn.replace(/\s/g, ''),
    site.address.display,
    `${site.address.locality} ${site.address.region} ${site.address.postcode}`,
    site.address.street,
  ];
  return [...new Set(values)];
}

/** A value as React writes it into HTML, besides the value itself. */
const htmlForms = (value: string) => [value, value.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')];

function renderWithChangedFacts(): RenderedSite {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts', '--if-needed'], { cwd: root, encoding: 'utf8' });
  assert.is(built.status, 0, built.stderr);
  const dir = mkdtempSync(join(tmpdir(), 'site-facts-'));
  try {
    // scripts/schema-org holds the vocabularies src reads as data (their generator's output).
    for (const part of ['src', 'data', 'scripts/schema-org', 'tsconfig.json', 'package.json', 'tests/fixtures'])
      cpSync(join(root, part), join(dir, part), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    writeFileSync(
      join(dir, 'data', 'site.ts'),
      `export const site = ${JSON.stringify(changed, null, 2)} as const;\nexport type Site = typeof site;\n`,
    );
    mkdirSync(join(dir, 'var'));
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/fixtures/render-site.ts', join(root, 'dist'), join(dir, 'var', 'site.db')],
      {
        cwd: dir,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    assert.is(run.status, 0, `rendering with changed facts failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as RenderedSite;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('changing data/site.ts changes every fact everywhere: no old value is left, the new ones are shown', () => {
  const rendered = renderWithChangedFacts();
  const texts = [
    ...Object.entries(rendered.responses).map(([path, r]) => ({ at: `GET ${path}`, text: r.body })),
    ...stringsIn({ emails: rendered.emails, mailSettings: rendered.mailSettings }),
  ];
  const searched = [...new Set(oldValues().flatMap(htmlForms))];
  const hits = texts.flatMap(({ at, text }) => searched.filter((old) => text.includes(old)).map((old) => `${at}: '${old}'`));
  assert.equal(hits, [], `old facts still shown:\n${hits.join('\n')}`);

  const pages = Object.entries(rendered.responses).filter(([, r]) => r.body.startsWith('<!DOCTYPE html>'));
  assert.is(pages.length, Object.keys(rendered.responses).length - 4, 'every route, the 404 and the 500 page are HTML');
  assert.is(rendered.responses['/__not-a-page']!.status, 404);
  assert.is(rendered.responses['/__explode']!.status, 500);
  for (const [path, { body }] of pages) {
    for (const fact of [
      changed.phone.display,
      changed.phone.href,
      changed.email,
      changed.abn,
      changed.legalName,
      changed.copyright,
      changed.officeHours,
      changed.address.display,
    ]) {
      assert.ok(body.includes(fact), `${path} shows ${fact}`);
    }
    assert.ok(body.includes('Quillstone<span> Studios</span>'), `${path}: the logo text is built from the name`);
  }
  const body = (path: string) => rendered.responses[path]!.body;
  assert.ok(body('/strategy/seo').includes(`<title>SEO Services Melbourne${changed.titleSuffix}</title>`), 'title suffix');
  assert.ok(body('/work/portfolio').includes(`>Call ${changed.phone.display}</a>`), 'call button label');
  assert.ok(body('/resources/laserfocus-labs').includes('<h1>Quillstone Labs</h1>'), 'labs name');
  assert.ok(body('/api/__explode').includes(changed.phone.display), 'the 500 JSON answer');
  assert.ok(body('/robots.txt').includes(changed.name) && body('/site.webmanifest').includes(changed.name), 'robots and manifest');

  const jsonLd = [...body('/').matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(([, json]) =>
    [JSON.parse(json!)].flat(),
  );
  const business = jsonLd.find((j) => j['@type'] === 'ProfessionalService');
  assert.is(business.telephone, '+61870104455');
  assert.equal(business.openingHoursSpecification[0], {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: changed.openingHours.days,
    opens: '08:00',
    closes: '16:00',
  });
  assert.equal(
    business.areaServed.map((a: { name: string }) => a.name),
    ['Perth', 'Australia'],
  );

  assert.equal(rendered.mailSettings, { MAIL_FROM: 'Quillstone Studios Website <website@quillstone.example>', MAIL_TO: changed.email });
  const staff = rendered.emails.staff as { from: string; to: string };
  assert.equal([staff.from, staff.to], [rendered.mailSettings.MAIL_FROM, changed.email]);
  const ack = rendered.emails.acknowledgement as { replyTo: string; text: string };
  assert.is(ack.replyTo, changed.email);
  for (const fact of [changed.name, changed.phone.display, changed.officeHours, changed.address.display])
    assert.ok(ack.text.includes(fact), `acknowledgement: ${fact}`);

  console.log(
    `  site facts: ${pages.length} pages + ${Object.keys(rendered.responses).length - pages.length} other responses + 2 emails checked, ${searched.length} old values searched, ${hits.length} hits`,
  );
});

test.run();
