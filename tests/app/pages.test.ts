import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'node-html-parser';
import { routes } from '../../src/routes/route-table.js';
import { allMenuLinks } from '../../data/navigation.js';
import { site } from '../../data/site.js';
import { startApp, type TestApp } from '../helpers.js';

const test = suite('pages');
let server: TestApp;

test.before(async () => {
  server = await startApp({ SITE_URL: 'https://www.laserfocus.example' });
});
test.after(async () => {
  await server.close();
});

async function get(path: string) {
  const res = await server.app.inject({ method: 'GET', url: path });
  return { res, doc: parse(res.body) };
}

test('every route answers 200 with its own title, one h1, canonical and the layout', async () => {
  assert.ok(routes.length >= 89, `expected at least 89 routes, got ${routes.length}`);
  for (const route of routes) {
    const { res, doc } = await get(route.path);
    assert.is(res.statusCode, 200, route.path);
    assert.match(String(res.headers['content-type']), 'text/html', route.path);
    assert.ok(res.body.startsWith('<!DOCTYPE html>'), `${route.path} doctype`);
    assert.is(doc.querySelector('html')?.getAttribute('lang'), 'en-AU', route.path);
    assert.is(doc.querySelector('title')?.text, route.title, route.path);
    assert.is(doc.querySelector('meta[name="description"]')?.getAttribute('content'), route.description, route.path);
    assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `https://www.laserfocus.example${route.path}`);
    assert.is(doc.querySelectorAll('h1').length, 1, `${route.path} has one h1`);
    assert.ok(doc.querySelector('nav[aria-label="Main"]'), `${route.path} nav`);
    assert.ok(doc.querySelector('footer')?.text.includes(site.abn), `${route.path} footer`);
    assert.ok(doc.querySelector('script[data-entry]')?.getAttribute('data-entry')?.startsWith('/assets/client-'), route.path);
    // One stylesheet, linked in the head: the page is styled and laid out once, before its first paint; nothing inline.
    assert.is(doc.querySelectorAll('link[rel="stylesheet"]').length, 1, route.path);
    assert.ok(doc.querySelector('head > link[rel="stylesheet"]')?.getAttribute('href')?.startsWith('/assets/site-'), route.path);
    assert.is(doc.querySelectorAll('style').length, 0, route.path);
  }
});

test('sub-page titles carry the brand suffix; titles and descriptions are unique', () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    if (route.path !== '/') assert.ok(route.title.endsWith(' | Laserfocus Digital - SEO Agency Melbourne'), route.path);
    assert.not.ok(titles.has(route.title), `duplicate title ${route.title}`);
    assert.not.ok(descriptions.has(route.description), `duplicate description on ${route.path}`);
    titles.add(route.title);
    descriptions.add(route.description);
  }
});

test('an unknown path answers 404 with the not-found texts inside the layout', async () => {
  for (const path of ['/does-not-exist', '/strategy/unknown', '/strategy/seo/extra']) {
    const { res, doc } = await get(path);
    assert.is(res.statusCode, 404, path);
    assert.is(doc.querySelector('h1')?.text, '404 Page Not Found');
    assert.ok(res.body.includes('Did you forget to add the page to the router?'));
    assert.ok(doc.querySelector('nav[aria-label="Main"]'));
    assert.ok(doc.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex'));
  }
});

test('home page: the five section ids in the spec order, then the footer', async () => {
  const { doc } = await get('/');
  const ids = doc.querySelectorAll('main section[id]').map((s) => s.id);
  assert.equal(ids, ['hero', 'services', 'case-studies', 'about', 'contact']);
  assert.is(doc.querySelectorAll('#services article').length, 6, 'six service cards');
  assert.is(doc.querySelectorAll('#case-studies .scroller article').length, 4, 'four case studies in the scroller');
  const metrics = doc.querySelectorAll('#case-studies .case-metric-value').map((m) => m.text);
  assert.equal(metrics, ['+347%', '$2.4M', '+189%', '45K+']);
  assert.is(doc.querySelectorAll('.testimonial').length, 3, 'three testimonials');
  for (const stars of doc.querySelectorAll('.testimonial .stars'))
    assert.match(stars.getAttribute('aria-label') ?? '', /^Rated [1-5] out of 5$/);
  assert.is(doc.querySelectorAll('#about .team-card').length, 4, 'four team cards');
  assert.ok(doc.querySelector('#about .team-card')?.text.includes('years'));
});

test('home hero: the laser buttons and the down arrow', async () => {
  const { doc } = await get('/');
  const hero = doc.querySelector('#hero')!;
  const primary = hero.querySelectorAll('a').find((a) => a.text.trim() === 'My Problem is Un-laserable');
  assert.is(primary?.getAttribute('href'), '#contact');
  const laser = hero.querySelectorAll('button').find((b) => b.text.trim() === 'Request Laser');
  assert.ok(laser, 'Request Laser button');
  const props = JSON.parse(hero.querySelector('[data-island="LaserButton"]')?.getAttribute('data-props') ?? '{}');
  assert.match(props.message, /out of lasers/i);
  assert.match(props.message, /marketing solutions/i);
  assert.is(hero.querySelector('.scroll-down')?.getAttribute('href'), '#services');
  const floating = doc.querySelector('.floating-cta');
  assert.is(floating?.getAttribute('href'), '#contact');
  assert.is(floating?.text.trim(), 'Get Started');
});

test('the audit form: fields, types, required flags, placeholders and labels (spec 5)', async () => {
  const { doc } = await get('/');
  const form = doc.querySelector('#contact form')!;
  assert.is(form.getAttribute('method'), 'post');
  assert.is(form.getAttribute('action'), '/api/seo-audit-request');
  const expected: [string, string, boolean][] = [
    ['name', 'text', true],
    ['email', 'email', true],
    ['phone', 'tel', true],
    ['website', 'url', false],
  ];
  for (const [name, type, required] of expected) {
    const input = form.querySelector(`input[name="${name}"]`)!;
    assert.ok(input, name);
    assert.is(input.getAttribute('type'), type, name);
    assert.is(input.hasAttribute('required'), required, `${name} required`);
    assert.ok(input.getAttribute('placeholder'), `${name} placeholder`);
    assert.ok(form.querySelector(`label[for="${input.id}"]`), `${name} label`);
  }
  const goals = form.querySelector('textarea[name="goals"]')!;
  assert.is(goals.getAttribute('rows'), '4');
  assert.ok(goals.hasAttribute('required'));
  assert.is(goals.getAttribute('placeholder'), 'What challenges are you facing with your current digital marketing?');
  assert.ok(form.querySelector(`label[for="${goals.id}"]`));
});

test('navigation: a link for every menu item, each resolving to a page that is not the 404', async () => {
  const { doc } = await get('/');
  const nav = doc.querySelector('nav[aria-label="Main"]')!;
  const hrefs = new Set(nav.querySelectorAll('a').map((a) => a.getAttribute('href')));
  const labels = nav.querySelectorAll('button.menu-trigger').map((b) => b.text.trim());
  assert.equal(labels, ['Strategy', 'Content', 'Web Design', 'Our Work', 'Resources']);
  const groupCounts = nav
    .querySelectorAll('.menu')
    .filter((m) => m.querySelector('.menu-panel'))
    .map((m) => m.querySelectorAll('.menu-group').length);
  assert.equal(groupCounts, [7, 4, 2, 1, 4]);
  assert.ok(hrefs.has('/#about'), 'About link');
  // Spec 2.2: Enquire scrolls to the page's own form; pages without one lead to the home page's.
  assert.ok(doc.querySelectorAll('header a').some((a) => a.text.trim() === 'Enquire' && a.getAttribute('href') === '#contact'));
  const terms = (await get('/terms-of-service')).doc;
  assert.ok(terms.querySelectorAll('header a').some((a) => a.text.trim() === 'Enquire' && a.getAttribute('href') === '/#contact'));
  for (const link of allMenuLinks()) {
    assert.ok(hrefs.has(link.href), `menu link ${link.href}`);
    const res = await server.app.inject({ method: 'GET', url: link.href });
    assert.is(res.statusCode, 200, `${link.label} -> ${link.href}`);
  }
  assert.ok(hrefs.has('/resources/laserfocus-labs'));
});

test('footer: ABN, 2025 copyright, office hours, contact details and legal links (spec 2.2)', async () => {
  const { doc } = await get('/terms-of-service');
  const footer = doc.querySelector('footer')!;
  assert.match(footer.text, /© 2025\b/);
  for (const text of [site.abn, 'Mon-Fri 9AM-6PM AEST', site.phone.display, site.email]) assert.ok(footer.text.includes(text), text);
  const hrefs = footer.querySelectorAll('a').map((a) => a.getAttribute('href'));
  for (const href of ['/privacy-policy', '/terms-of-service', site.phone.href, `mailto:${site.email}`])
    assert.ok(hrefs.includes(href), href);
});

test('legal pages: privacy has ten sections naming the email and analytics providers and the regulator; terms has 15 and Back to Home', async () => {
  const privacy = (await get('/privacy-policy')).doc;
  assert.is(privacy.querySelectorAll('.legal-section').length, 10);
  for (const text of ['5 August 2025', site.emailProvider, site.analyticsProvider, site.privacyRegulator]) {
    assert.ok(privacy.querySelector('main')!.text.includes(text), text);
  }
  const terms = (await get('/terms-of-service')).doc;
  const headings = terms.querySelectorAll('.legal-section h2').map((h) => h.text);
  assert.is(headings.length, 15);
  headings.forEach((h, i) => assert.ok(h.startsWith(`${i + 1}. `), h));
  const main = terms.querySelector('main')!.text;
  for (const text of ['5 August 2025', '30 days', 'Victoria', 'Melbourne', site.email, site.phone.display])
    assert.ok(main.includes(text), text);
  const back = terms.querySelectorAll('main a').find((a) => a.text.trim() === 'Back to Home');
  assert.is(back?.getAttribute('href'), '/');
});

test('thank-you page confirms the enquiry, promises 24 hours, links home and is noindex', async () => {
  const { doc } = await get('/thank-you');
  assert.ok(doc.querySelector('main')!.text.includes('24 hours'));
  assert.ok(doc.querySelectorAll('main a').some((a) => a.getAttribute('href') === '/'));
  assert.ok(doc.querySelector('meta[name="robots"]')?.getAttribute('content')?.includes('noindex'));
});

test('static assets are served with long-lived caching', async () => {
  const { doc } = await get('/');
  const css = doc.querySelector('link[rel="stylesheet"]')!.getAttribute('href')!;
  const res = await server.app.inject({ method: 'GET', url: css });
  assert.is(res.statusCode, 200);
  assert.match(String(res.headers['cache-control']), 'immutable');
  assert.ok(res.body.includes('--bg'));
});

test.run();
