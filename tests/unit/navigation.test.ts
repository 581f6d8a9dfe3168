import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { menus, menuItemHref, allMenuLinks } from '../../data/navigation.js';
import { routePaths } from '../../src/routes/route-table.js';
import { contentProblems, servicePageProblems } from '../../src/content/validate.js';
import { siteContent } from '../../src/content/site-content.js';
import { servicePages } from '../../data/pages/index.js';
import { site } from '../../data/site.js';

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
  assert.equal(
    menus[0]!.groups.map((g) => g.title),
    ['SEO Services', 'SEO by Industry', 'Social Media', 'Email Marketing', 'Paid Media', 'Inbound & Consulting', 'AI-Powered Marketing'],
  );
  assert.equal(
    menus[1]!.groups.map((g) => g.title),
    ['Content Writing', 'Video Marketing', 'Graphic Design', 'Lead Magnet Creation'],
  );
  assert.equal(
    menus[4]!.groups.map((g) => g.title),
    ['SEO', 'Digital Marketing', 'Content Marketing', 'Tools & Labs'],
  );
  assert.equal(
    menus[3]!.groups[0]!.items.map((i) => i.label),
    ['Case Studies', 'Portfolio', 'Testimonials'],
  );
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

test('an item without a group links under its menu', () => {
  const menu = { menu: 'work', label: 'Our Work', groups: [] };
  assert.is(menuItemHref(menu, { title: 'Our Work', items: [] }, { label: 'Portfolio', slug: 'portfolio' }), '/work/portfolio');
  assert.is(menuItemHref(menu, { title: 'Guides', group: 'resources', items: [] }, { label: 'Blog', slug: 'blog' }), '/resources/blog');
});

test('boot checks: the shipped content has no problems', () => {
  assert.equal(contentProblems(servicePages, routePaths), []);
});

test('boot checks report a dead menu link, a dead footer link and a bad home fragment', () => {
  const content = {
    ...siteContent,
    menuLinks: [...siteContent.menuLinks, { label: 'Gone', href: '/strategy/gone' }],
    footerColumns: [
      {
        title: 'Company',
        links: [
          { label: 'Team', href: '/#team' },
          { label: 'Old', href: '/about-us' },
        ],
      },
    ],
    home: {
      ...siteContent.home,
      services: { ...siteContent.home.services, items: [{ ...siteContent.home.services.items[0]!, href: '/strategy/nowhere' as const }] },
    },
  };
  const problems = contentProblems(servicePages, routePaths, content);
  assert.ok(
    problems.some((p) => p.startsWith("navigation: 'Gone'") && p.includes('/strategy/gone, which is not a route')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith("footer 'Company': 'Team'") && p.includes('the home page has no #team')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith("footer 'Company': 'Old'") && p.includes('/about-us')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith('home: /services/items/0') && p.includes('/strategy/nowhere')),
    problems.join('\n'),
  );
});

test("boot checks report a '#anchor' the page does not have, and a fragment another page does not have", () => {
  const good = servicePages.find((p) => p.path === '/work/testimonials')!;
  const missing = { ...good, cta: { ...good.cta, button: { label: 'Read Testimonials', href: '#reviews' as const } } };
  assert.ok(
    servicePageProblems([missing], routePaths).some((p) =>
      p.includes("'Read Testimonials' links to #reviews, but this page has no such section"),
    ),
  );
  const elsewhere = { ...good, cta: { ...good.cta, button: { label: 'See', href: '/work/case-studies#nothing' as const } } };
  assert.ok(
    servicePageProblems([elsewhere, ...servicePages.filter((p) => p !== good)], routePaths).some((p) =>
      p.includes('/work/case-studies has no #nothing'),
    ),
  );
  const twice = { ...good, sections: [...good.sections, { ...good.sections[1]! }] };
  assert.ok(servicePageProblems([twice], routePaths).some((p) => p.includes("section id 'testimonials' is already used")));
});

test("boot checks report a phone number or email address in copy that is not the site's", () => {
  const good = servicePages[0]!;
  const stray = {
    ...good,
    hero: { ...good.hero, description: `${good.hero.description} Call 1300 123 456 or (02) 9999 0000.` },
    cta: { ...good.cta, text: 'Email sales@example.com.au for a quote.' },
  };
  const problems = servicePageProblems([stray], routePaths);
  assert.ok(
    problems.some((p) => p.includes("/hero/description contains the phone number '1300 123 456'")),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.includes("phone number '(02) 9999 0000'")),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.includes("/cta/text contains the email address 'sales@example.com.au'")),
    problems.join('\n'),
  );
  const own = { ...good, cta: { ...good.cta, text: `Call ${site.phone.display} or email ${site.email}. ${site.abn}.` } };
  assert.equal(servicePageProblems([own], routePaths), [], "the site's own details are fine");
  const figures = {
    ...good,
    cta: { ...good.cta, text: '$2.4M revenue, 2.9 billion users, 10,000 visits, 47% more, 1024-1440px screens, 2019-2024.' },
  };
  assert.equal(servicePageProblems([figures], routePaths), [], 'figures are not phone numbers');
  const legal = { ...siteContent, legalPages: [{ ...siteContent.legalPages[0]!, intro: ['Write to privacy@elsewhere.example.'] }] };
  assert.ok(
    contentProblems(servicePages, routePaths, legal).some((p) =>
      p.includes("legal page 'Privacy Policy': /intro/0 contains the email address 'privacy@elsewhere.example'"),
    ),
  );
});

test.run();
