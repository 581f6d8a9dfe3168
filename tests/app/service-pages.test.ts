import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, type HTMLElement } from 'node-html-parser';
import { routes } from '../../src/routes/route-table.js';
import type { PageEntry } from '../../src/content/page-entry.js';
import type { ServicePage } from '../../src/content/schema.js';
import { pageWordCount } from '../../src/content/page-facts.js';
import { site } from '../../data/site.js';
import { startApp, type TestApp } from '../helpers.js';

const test = suite('service and resource pages');
let server: TestApp;
const html = new Map<string, HTMLElement>();

test.before(async () => {
  server = await startApp();
});
test.after(async () => {
  await server.close();
});

async function page(path: string): Promise<HTMLElement> {
  if (!html.has(path)) {
    const res = await server.app.inject(path);
    assert.is(res.statusCode, 200, path);
    html.set(path, parse(res.body));
  }
  return html.get(path)!;
}

// The spec's service and resource pages: /resources/blog is one of them, with the posts listed in it.
const service = routes.filter((r) => r.kind === 'service' || (r.kind === 'blog-index' && r.listing.pageNumber === 1)) as (PageEntry & {
  service: ServicePage;
})[];
/** Pages the spec lists; the blog's posts, tags, authors, further index pages and case studies come on top. */
const specPages = routes.filter(
  (r) => !['post', 'tag', 'author', 'case-study'].includes(r.kind) && !(r.kind === 'blog-index' && r.listing.pageNumber > 1),
);
const byGroup = (g: string) => service.filter((r) => r.path.startsWith(`/${g}/`)).length;

test('spec 2.1: 42 strategy, 19 content, 7 design, 3 work and 14 resources pages', () => {
  assert.equal([byGroup('strategy'), byGroup('content'), byGroup('design'), byGroup('work'), byGroup('resources')], [42, 19, 7, 3, 14]);
  assert.is(specPages.length, 89);
});

test('every page: title suffix, one h1, hero, sections, exactly one CTA band with one button, 300+ words', async () => {
  for (const route of service) {
    const doc = await page(route.path);
    const path = route.path;
    assert.ok(doc.querySelector('title')!.text.endsWith(' | Laserfocus Digital - SEO Agency Melbourne'), path);
    assert.is(doc.querySelectorAll('h1').length, 1, path);
    const hero = doc.querySelector('main .page-hero');
    assert.ok(hero, `${path} hero`);
    assert.ok(hero!.querySelector('.eyebrow')?.text.trim(), `${path} category label`);
    assert.ok(hero!.querySelector('.hero-icon svg'), `${path} hero icon`);
    assert.ok(doc.querySelectorAll('main > section.section').length >= 1, `${path} sections`);
    const bands = doc.querySelectorAll('.cta-band');
    assert.is(bands.length, 1, `${path} one CTA band`);
    assert.is(bands[0]!.querySelectorAll('a.btn').length, 1, `${path} one button in the band`);
    assert.ok(pageWordCount(route.service) >= 300, `${path} has ${pageWordCount(route.service)} words`);
  }
});

test('every button and link on every page goes somewhere real', async () => {
  const paths = new Set(routes.map((r) => r.path));
  for (const route of service) {
    const doc = await page(route.path);
    for (const a of doc.querySelectorAll('main a')) {
      const href = a.getAttribute('href') ?? '';
      const where = `${route.path}: '${a.text.trim()}' -> ${href}`;
      if (href.startsWith('tel:')) assert.is(href, site.phone.href, where);
      else if (href.startsWith('mailto:')) assert.is(href, `mailto:${site.email}`, where);
      else if (href.startsWith('#')) assert.ok(doc.getElementById(href.slice(1)), `${where} (no such id on the page)`);
      else {
        const [p = '', fragment] = href.split('#');
        assert.ok(paths.has(p), `${where} (not a route)`);
        if (fragment) assert.ok((await page(p)).getElementById(fragment), `${where} (no such id there)`);
      }
    }
    if (doc.querySelector('main a[href="#contact"]')) {
      assert.ok(doc.querySelector('section#contact form[action="/api/seo-audit-request"]'), `${route.path}: #contact has the audit form`);
    }
  }
});

const ctaButton = async (path: string) => {
  const a = (await page(path)).querySelector('.cta-band a')!;
  return { label: a.text.trim(), href: a.getAttribute('href') };
};
const heroButtons = async (path: string) =>
  (await page(path))
    .querySelectorAll('.page-hero .hero-actions a')
    .map((a) => ({ label: a.text.trim(), href: a.getAttribute('href'), cls: a.getAttribute('class') ?? '' }));
const cardTitles = (doc: HTMLElement) => doc.querySelectorAll('main article h3').map((h) => h.text.trim());

test('/strategy/seo: hero buttons, five steps, six focus cards and their targets, closing button', async () => {
  assert.equal(
    (await heroButtons('/strategy/seo')).map((b) => [b.label, b.href]),
    [
      ['Get Found on Google', '#contact'],
      ['Talk to an SEO Expert', site.phone.href],
    ],
  );
  const doc = await page('/strategy/seo');
  assert.ok(
    doc.querySelectorAll('.steps').some((s) => s.querySelectorAll('li').length === 5),
    'a five-step process',
  );
  const links = doc.querySelectorAll('main article a.card-link').map((a) => [a.text.trim(), a.getAttribute('href')]);
  assert.equal(
    links.map((l) => l[1]),
    [
      '/strategy/local-seo',
      '/strategy/national-seo',
      '/strategy/ecommerce-seo',
      '/strategy/enterprise-seo',
      '/strategy/seo-training',
      '/strategy/seo-consulting',
    ],
  );
  assert.is(links[5]![0], 'Explore Industries');
  assert.equal(await ctaButton('/strategy/seo'), { label: 'Get a Free Audit', href: '/strategy/website-audit-services' });
});

test('/strategy/ecommerce-seo: buttons, six services, the four platforms', async () => {
  assert.equal(
    (await heroButtons('/strategy/ecommerce-seo')).map((b) => [b.label, b.href]),
    [
      ['Increase Online Sales', '#contact'],
      ['Speak to an Expert', site.phone.href],
    ],
  );
  const titles = (await page('/strategy/ecommerce-seo')).querySelectorAll('.panel h3').map((h) => h.text);
  assert.equal(titles, ['Shopify', 'WooCommerce', 'Magento', 'BigCommerce']);
  assert.equal(await ctaButton('/strategy/ecommerce-seo'), { label: 'Get Store Audit', href: '/strategy/website-audit-services' });
});

test('industry and training pages: primary -> #contact, outline -> tel, closing button targets', async () => {
  const last: Record<string, string> = {
    '/strategy/seo-training': '/strategy/seo-consulting',
    '/strategy/seo-plumbers': '/strategy/local-seo',
    '/strategy/seo-dentists': '/strategy/local-seo',
    '/strategy/seo-industrial': '/strategy/b2b-content-strategy',
  };
  for (const [path, target] of Object.entries(last)) {
    const [primary, outline] = await heroButtons(path);
    assert.is(primary?.href, '#contact', path);
    assert.match(primary!.cls, 'btn--primary');
    assert.is(outline?.href, site.phone.href, path);
    assert.match(outline!.cls, 'btn--outline');
    assert.is((await ctaButton(path)).href, target, path);
  }
  const training = (await page('/strategy/seo-training')).querySelector('main')!.text;
  for (const fact of ['1-2 day', '12', '30-day', 'quarterly', '3-6 months']) assert.ok(training.includes(fact), `training: ${fact}`);
  assert.ok((await page('/strategy/seo-plumbers')).querySelector('main')!.text.includes('70%'));
  assert.ok((await page('/strategy/seo-plumbers')).querySelector('main')!.text.toLowerCase().includes('month-to-month'));
  assert.ok((await page('/strategy/seo-dentists')).querySelector('main')!.text.includes('97%'));
});

test('named SEO and social pages carry the spec titles and figures', async () => {
  const expectations: [string, string, string[]][] = [
    ['/strategy/local-seo', 'Local SEO Services Melbourne', ['46%']],
    ['/strategy/national-seo', 'National SEO Services Australia', []],
    ['/strategy/seo-packages', 'SEO Packages Melbourne', []],
    ['/strategy/facebook', 'Facebook Marketing Services', ['2.9 billion']],
    ['/strategy/linkedin', 'LinkedIn Marketing Services', ['900 million']],
    ['/strategy/instagram-marketing', 'Instagram Marketing Services', ['2 billion']],
    ['/strategy/pinterest-management', '', ['450 million']],
    ['/strategy/youtube', '', ['2 billion']],
    ['/strategy/full-service-email', '', ['$42']],
    ['/strategy/b2b-content-strategy', '', ['13']],
    ['/strategy/ai-copywriting-services', '', ['10+', '50+']],
    ['/strategy/automated-lead-funnel-setup', '', ['3x', '67%', '89%', '2.4x']],
    ['/strategy/ai-conversion-optimization', '', ['127%', '73%', '89%', '2.3x']],
  ];
  for (const [path, h1, figures] of expectations) {
    const doc = await page(path);
    if (h1) assert.is(doc.querySelector('h1')!.text, h1, path);
    for (const f of figures) assert.ok(doc.querySelector('main')!.text.includes(f), `${path}: ${f}`);
  }
});

test('SEO packages: four prices, Growth highlighted as Most Popular; pricing tiles have no prices', async () => {
  const doc = await page('/strategy/seo-packages');
  const packages = doc.querySelectorAll('.package').map((p) => ({
    title: p.querySelector('h3')!.text,
    price: p.querySelector('.package-price')!.text,
    popular: Boolean(p.querySelector('.badge')),
  }));
  assert.equal(
    packages.map((p) => p.price),
    ['From $1,500/month', 'From $2,500/month', 'From $4,000/month', 'Custom pricing'],
  );
  assert.equal(
    packages.filter((p) => p.popular).map((p) => p.title),
    ['SEO Growth'],
  );
  assert.is(doc.querySelector('.package--highlight .badge')?.text, 'Most Popular');
  const pricing = await page('/strategy/pricing');
  assert.equal(
    pricing.querySelectorAll('.package h3').map((h) => h.text),
    ['Starter', 'Growth', 'Premium', 'Custom Solutions'],
  );
  assert.not.ok(
    pricing.querySelectorAll('.package-price').some((p) => /\$\d/.test(p.text)),
    'no prices on the pricing tiles',
  );
});

test('AI pages: Google Ads metrics, content package inclusions, comparison, panels', async () => {
  const ads = await page('/strategy/ai-google-ads');
  const metrics = ads
    .querySelectorAll('.metric dt')
    .map((m) => `${m.querySelector('.metric-value')!.text} ${m.querySelector('.metric-label')!.text}`);
  assert.equal(metrics, ['47% Average ROI Increase', '63% Faster Optimisation', '31% Lower CPC', '89% Better Quality Scores']);
  assert.is(ads.querySelectorAll('.grid article').length >= 6, true);
  const content = await page('/strategy/ai-content-creation-packages');
  const pkgs = content.querySelectorAll('.package').map((p) => ({ price: p.querySelector('.package-price')!.text, text: p.text }));
  assert.equal(
    pkgs.map((p) => p.price),
    ['From $497/month', 'From $997/month', 'From $1,997/month'],
  );
  for (const item of ['10 blog posts', '30 social captions', '5 email newsletter templates', 'Brand voice training', 'Human review'])
    assert.ok(pkgs[0]!.text.toLowerCase().includes(item.toLowerCase()), item);
  for (const item of ['25 blog posts', '60', '10 email templates', '5 pages', '5 video scripts', 'Priority human review'])
    assert.ok(pkgs[1]!.text.toLowerCase().includes(item.toLowerCase()), item);
  for (const item of ['50+ blog posts', '120+', '20+ email templates', 'Dedicated account manager', 'Custom integrations'])
    assert.ok(pkgs[2]!.text.toLowerCase().includes(item.toLowerCase()), item);
  assert.is(content.querySelectorAll('.steps li').length, 4);
  const copy = await page('/strategy/ai-copywriting-services');
  assert.equal(
    copy.querySelectorAll('.comparison h3').map((h) => h.text),
    ['AI Speed', 'Human Expertise'],
  );
  assert.equal(
    (await page('/strategy/ai-social-media')).querySelectorAll('.panel h3').map((h) => h.text),
    ['Instagram', 'LinkedIn', 'Facebook', 'Twitter/X'],
  );
  const funnel = await page('/strategy/automated-lead-funnel-setup');
  const funnelCards = funnel.querySelectorAll('.grid article').filter((c) => c.querySelectorAll('.checks li').length === 4);
  assert.ok(funnelCards.length >= 6, 'six funnel types of four stages');
});

test('Google Ads, CRO and digital strategy have numbered 6-7 step processes', async () => {
  for (const path of ['/strategy/google-ads', '/strategy/conversion-rate-optimisation', '/strategy/digital-strategy']) {
    const steps = (await page(path)).querySelectorAll('.steps .step-number').map((s) => s.text);
    assert.ok(steps.length >= 6 && steps.length <= 7, `${path}: ${steps.length} steps`);
    steps.forEach((s, i) => assert.is(s, String(i + 1).padStart(2, '0')));
  }
});

test('closing button labels exactly as spec 2.6 lists them', async () => {
  const labels: Record<string, string> = {
    '/strategy/pinterest-management': 'Start Pinterest Management',
    '/strategy/youtube': 'Start YouTube Marketing',
    '/strategy/social-media-consulting': 'Get Social Media Consulting',
    '/strategy/full-service-email': 'Start Email Marketing',
    '/strategy/email-consulting': 'Book Email Consultation',
    '/strategy/hubspot-platinum-partner': 'Get HubSpot Help',
    '/strategy/ppc-management': 'Start PPC Campaign',
    '/strategy/google-ads': 'Start Google Ads',
    '/strategy/sem-consulting': 'Get SEM Consulting',
    '/strategy/pricing': 'View Pricing Details',
    '/strategy/conversion-rate-optimisation': 'Start CRO Testing',
    '/strategy/persona-development': 'Develop Customer Personas',
    '/strategy/digital-strategy': 'Develop Digital Strategy',
    '/strategy/lead-generation': 'Start Lead Generation',
    '/strategy/web-analytics': 'Setup Analytics',
    '/strategy/b2b-content-strategy': 'Develop B2B Strategy',
    '/strategy/ai-seo-strategy': 'Start AI SEO Analysis',
    '/strategy/ai-copywriting-services': 'Start Your AI Copywriting Project',
    '/strategy/ai-google-ads': 'Launch AI-Powered Campaigns',
    '/strategy/ai-content-creation-packages': 'Choose Your Content Package',
    '/work/case-studies': 'View Case Studies',
    '/work/portfolio': 'View Full Portfolio',
    '/work/testimonials': 'Read Testimonials',
    '/resources/keyword-research': 'Read Full Guide',
  };
  for (const [path, label] of Object.entries(labels)) assert.is((await ctaButton(path)).label, label, path);
});

test('closing buttons lead where their label says: the section of the page the label names', async () => {
  const targets: [string, string, string, string][] = [
    ['/work/testimonials', 'Read Testimonials', '#testimonials', '.testimonial'],
    ['/work/case-studies', 'View Case Studies', '#case-studies', '.case-card'],
    ['/resources/laserfocus-labs', 'Visit Labs', '#labs', 'article'],
    ['/resources/blog', 'Read Our Blog', '#articles', 'article'],
  ];
  for (const [path, label, href, content] of targets) {
    assert.equal(await ctaButton(path), { label, href }, path);
    const section = (await page(path)).querySelector(`main section${href}`);
    assert.ok(section?.querySelectorAll(content).length, `${path}: ${href} is a section with ${content} items`);
  }
});

test('call buttons are labelled with the phone number from data/site.ts', async () => {
  const calls = (await heroButtons('/work/portfolio')).filter((b) => b.href === site.phone.href);
  assert.equal(
    calls.map((b) => b.label),
    [`Call ${site.phone.display}`],
  );
  assert.equal((await heroButtons('/strategy/seo-plumbers'))[1], {
    label: 'Call Us Now',
    href: site.phone.href,
    cls: 'btn btn--outline btn--lg',
  });
});

test('hero categories of the 22 further pages (spec 2.6)', async () => {
  const categories: Record<string, string[]> = {
    'Social Media Marketing': ['pinterest-management', 'youtube', 'social-media-consulting'],
    'Email Marketing': ['full-service-email', 'newsletter-management', 'email-consulting'],
    'Marketing Automation': ['hubspot-platinum-partner'],
    'Paid Media': ['ppc-management', 'google-ads', 'sem-consulting', 'sem-services', 'retargeting'],
    'Investment Options': ['pricing'],
    'Inbound & Consulting': [
      'conversion-rate-optimisation',
      'marketing-consulting',
      'persona-development',
      'digital-strategy',
      'lead-generation',
      'web-analytics',
      'b2b-content-strategy',
    ],
    'AI-Powered Marketing': ['ai-seo-strategy', 'ai-copywriting-services'],
  };
  for (const [category, slugs] of Object.entries(categories)) {
    for (const slug of slugs) assert.is((await page(`/strategy/${slug}`)).querySelector('.page-hero .eyebrow')!.text, category, slug);
  }
});

test('resource guides: four feature cards with the exact titles, and the exact closing label', async () => {
  const guides: Record<string, [string[], string]> = {
    'rank-on-google': [['SEO Fundamentals', 'On-Page Optimization', 'Ranking Factors', 'Advanced Strategies'], 'Read Ranking Guide'],
    'paid-search-101': [['Campaign Setup', 'Keyword Targeting', 'Performance Tracking', 'Optimization'], 'Learn Paid Search'],
    'inbound-marketing': [['Attract Strategy', 'Engage Audiences', 'Nurture Leads', 'Measure Success'], 'Read Inbound Guide'],
    'social-media-guide': [['Platform Strategy', 'Audience Building', 'Content Creation', 'Engagement Growth'], 'Read Social Guide'],
    'video-marketing': [['Video Strategy', 'Audience Engagement', 'Platform Optimization', 'Performance Tracking'], 'Read Video Guide'],
    'what-is-newsletter': [['Newsletter Basics', 'Audience Building', 'Content Planning', 'Growth Strategies'], 'Read Newsletter Guide'],
    'b2b-content-marketing': [['B2B Strategy', 'Decision Makers', 'Lead Generation', 'Growth Tactics'], 'Read B2B Guide'],
    'content-marketing-platforms': [
      ['Platform Selection', 'Team Collaboration', 'Performance Analytics', 'Optimization'],
      'Explore Platforms',
    ],
    'content-marketing-stats': [['Industry Benchmarks', 'Growth Trends', 'ROI Statistics', 'Success Metrics'], 'View Statistics'],
    'what-is-content-creation': [
      ['Content Strategy', 'Creation Process', 'Audience Focus', 'Performance Optimization'],
      'Learn Content Creation',
    ],
    'laserfocus-labs': [['SEO Experiments', 'Automation Tools', 'Testing Frameworks', 'Performance Insights'], 'Visit Labs'],
    'marketing-archive': [['Resource Library', 'Guides & Tutorials', 'Case Studies', 'Industry Insights'], 'Browse Archive'],
    blog: [['Expert Insights', 'Industry Trends', 'Case Studies', 'Regular Updates'], 'Read Our Blog'],
  };
  for (const [slug, [titles, label]] of Object.entries(guides)) {
    const doc = await page(`/resources/${slug}`);
    assert.equal(cardTitles(doc), titles, slug);
    assert.ok(doc.querySelector('.grid--4'), `${slug}: 1/2/4 column grid`);
    assert.is((await ctaButton(`/resources/${slug}`)).label, label, slug);
    assert.ok(doc.querySelector('main .prose h2'), `${slug}: heading and intro`);
  }
});

test('content pages: titles, four-step 01-04 process, blogging types and Blog Management Included', async () => {
  const titles: Record<string, string> = {
    blogging: 'Professional Blogging',
    explainers: 'Explainer Videos',
    whiteboard: 'Whiteboard Animation',
    commercials: 'Commercial Production',
    'production-services': 'Video Production',
    infographics: 'Infographic Design',
    'ux-services': 'UX Design',
    'white-papers': 'White Paper Creation',
    ebooks: 'eBook Creation',
    copywriting: 'Professional Copywriting',
    'business-writing': 'Business Writing',
    'content-for-seo': 'Content for SEO',
  };
  for (const [slug, h1] of Object.entries(titles)) assert.is((await page(`/content/${slug}`)).querySelector('h1')!.text, h1, slug);
  const seo = await page('/content/content-for-seo');
  assert.equal(
    seo.querySelectorAll('.step h3').map((h) => h.text),
    ['Keyword Research', 'Content Strategy', 'Expert Writing', 'Performance Tracking'],
  );
  assert.equal(
    seo.querySelectorAll('.step-number').map((s) => s.text),
    ['01', '02', '03', '04'],
  );
  const blog = await page('/content/blogging');
  const card = blog.querySelectorAll('main article').find((a) => a.querySelector('h3')?.text === 'Blog Management Included')!;
  assert.ok(card, 'Blog Management Included card');
  assert.equal(
    card.querySelectorAll('.checks li').map((l) => l.text.trim()),
    ['Editorial calendar', 'SEO optimisation', 'Social promotion', 'Performance tracking'],
  );
  const grids = blog.querySelectorAll('.grid').map((g) => g.querySelectorAll('article').length);
  assert.ok(grids.includes(6), 'six blog content types');
  assert.ok(grids.includes(4), 'four features');
  for (const slug of ['copywriting', 'business-writing']) {
    const counts = (await page(`/content/${slug}`)).querySelectorAll('.grid').map((g) => g.querySelectorAll('article').length);
    assert.ok(counts.includes(6) && counts.includes(8), `${slug}: six services and eight principles (${counts})`);
  }
});

test('design pages: platforms, breakpoint cards, redesign thresholds', async () => {
  assert.equal(
    (await page('/design/ecommerce-development'))
      .querySelectorAll('.panel h3')
      .map((h) => h.text)
      .slice(0, 3),
    ['Shopify', 'WooCommerce', 'Magento'],
  );
  assert.match((await page('/design/ecommerce-development')).querySelectorAll('.panel h3')[3]!.text, /^Custom/);
  const responsive = (await page('/design/responsive-web-development')).querySelector('main')!.text;
  for (const bp of ['320-768px', '768-1024px', '1024-1440px', '1440px and above']) assert.ok(responsive.includes(bp), bp);
  const redesign = await page('/design/website-redesign');
  const cards = cardTitles(redesign).join(' | ');
  for (const t of ['70%', '3 Seconds', '3 Years']) assert.ok(cards.includes(t), `redesign: ${t} in ${cards}`);
  assert.ok((await page('/design/shopify-development')).querySelector('main')!.text.includes('Shopify Plus'));
});

test('work pages show the case studies (with metrics) and the testimonials (with ratings)', async () => {
  const cs = await page('/work/case-studies');
  assert.equal(
    cs.querySelectorAll('.case-card .case-metric-value').map((m) => m.text),
    ['+347%', '$2.4M', '+189%', '45K+'],
  );
  assert.ok(cs.querySelectorAll('.case-meta').length === 4);
  const t = await page('/work/testimonials');
  assert.is(t.querySelectorAll('.testimonial .stars').length, 3);
  assert.ok((await page('/work/portfolio')).querySelectorAll('main article').length >= 6);
});

test.run();
