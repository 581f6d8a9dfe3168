import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { menus, menuItemHref, allMenuLinks } from '../../data/navigation.js';
import { routePaths } from '../../src/routes/route-table.js';
import { servicePageProblems } from '../../src/content/validate.js';
import { servicePages } from '../../data/pages/index.js';

test('menus and group counts follow spec 2.2', () => {
  assert.equal(
    menus.map((m) => [m.label, m.groups.length]),
    [
      ['Strategy', 7],
      ['Content', 4],
      ['Web Design', 2],
      ['Our Work', 1],
      ['Resources', 4],
    ],
  );
  assert.equal(menus[0]!.groups.map((g) => g.title), ['SEO Services', 'SEO by Industry', 'Social Media', 'Email Marketing', 'Paid Media', 'Inbound & Consulting', 'AI-Powered Marketing']);
  assert.equal(menus[1]!.groups.map((g) => g.title), ['Content Writing', 'Video Marketing', 'Graphic Design', 'Lead Magnet Creation']);
  assert.equal(menus[4]!.groups.map((g) => g.title), ['SEO', 'Digital Marketing', 'Content Marketing', 'Tools & Labs']);
  assert.equal(menus[3]!.groups[0]!.items.map((i) => i.label), ['Case Studies', 'Portfolio', 'Testimonials']);
});

test('links are /{group}/{slug}; an item without a slug falls back to /{menu}/{label-with-dashes}', () => {
  const menu = menus[0]!;
  const group = menu.groups[0]!;
  assert.is(menuItemHref(menu, group, { label: 'Local SEO', slug: 'local-seo' }), '/strategy/local-seo');
  assert.is(menuItemHref(menu, group, { label: 'Brand New Service' }), '/strategy/brand-new-service');
});

test('every menu link is a route in the table', () => {
  const links = allMenuLinks();
  assert.is(links.length, 85);
  for (const l of links) assert.ok(routePaths.has(l.href), l.href);
});

test('page data validation catches an unknown section type, a duplicate path and a dead link', () => {
  const good = servicePages[0]!;
  assert.equal(servicePageProblems(servicePages, routePaths), []);
  const unknownType = { ...good, path: '/strategy/x1', sections: [{ type: 'carousel', heading: 'x' }] };
  assert.ok(servicePageProblems([unknownType], routePaths).length > 0);
  assert.ok(servicePageProblems([good, good], routePaths).some((p) => p.includes('duplicate')));
  const deadLink = { ...good, cta: { ...good.cta, button: { label: 'Go', href: '/strategy/nowhere' } } };
  assert.ok(servicePageProblems([deadLink], routePaths).some((p) => p.includes('/strategy/nowhere')));
});

test.run();
