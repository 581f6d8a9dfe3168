/**
 * The top navigation (spec 2.2). Items link to /{group}/{slug}; an item without a slug
 * falls back to /{menu}/{label lowercased with dashes} (spec 2.1). `menuItemHref` builds both.
 */
import { site } from './site.js';

export interface NavItem {
  label: string;
  /** The page's slug inside `group` (the URL's first segment). */
  slug?: string;
}

export interface NavGroup {
  title: string;
  /** URL group the items live under (strategy, content, design, work or resources); the menu's key when absent. */
  group?: string;
  items: NavItem[];
}

export interface NavMenu {
  /** Key used for ids and for the fallback link /{menu}/{label}. */
  menu: string;
  label: string;
  groups: NavGroup[];
}

export const menus: NavMenu[] = [
  {
    menu: 'strategy',
    label: 'Strategy',
    groups: [
      {
        title: 'SEO Services',
        items: [
          { label: 'SEO Services', slug: 'seo' },
          { label: 'Local SEO', slug: 'local-seo' },
          { label: 'National SEO', slug: 'national-seo' },
          { label: 'E-commerce SEO', slug: 'ecommerce-seo' },
          { label: 'Enterprise SEO', slug: 'enterprise-seo' },
          { label: 'SEO Packages', slug: 'seo-packages' },
          { label: 'SEO Consulting', slug: 'seo-consulting' },
          { label: 'SEO Training', slug: 'seo-training' },
          { label: 'Website Audit Services', slug: 'website-audit-services' },
        ],
      },
      {
        title: 'SEO by Industry',
        items: [
          { label: 'SEO for Plumbers', slug: 'seo-plumbers' },
          { label: 'SEO for Dentists', slug: 'seo-dentists' },
          { label: 'SEO for Industrial Companies', slug: 'seo-industrial' },
        ],
      },
      {
        title: 'Social Media',
        items: [
          { label: 'Facebook Marketing', slug: 'facebook' },
          { label: 'LinkedIn Marketing', slug: 'linkedin' },
          { label: 'Instagram Marketing', slug: 'instagram-marketing' },
          { label: 'Pinterest Management', slug: 'pinterest-management' },
          { label: 'YouTube Marketing', slug: 'youtube' },
          { label: 'Social Media Consulting', slug: 'social-media-consulting' },
        ],
      },
      {
        title: 'Email Marketing',
        items: [
          { label: 'Full-Service Email Marketing', slug: 'full-service-email' },
          { label: 'Newsletter Management', slug: 'newsletter-management' },
          { label: 'Email Consulting', slug: 'email-consulting' },
          { label: 'HubSpot Platinum Partner', slug: 'hubspot-platinum-partner' },
        ],
      },
      {
        title: 'Paid Media',
        items: [
          { label: 'PPC Management', slug: 'ppc-management' },
          { label: 'Google Ads', slug: 'google-ads' },
          { label: 'SEM Consulting', slug: 'sem-consulting' },
          { label: 'SEM Services', slug: 'sem-services' },
          { label: 'Retargeting', slug: 'retargeting' },
          { label: 'Pricing', slug: 'pricing' },
        ],
      },
      {
        title: 'Inbound & Consulting',
        items: [
          { label: 'Conversion Rate Optimisation', slug: 'conversion-rate-optimisation' },
          { label: 'Marketing Consulting', slug: 'marketing-consulting' },
          { label: 'Persona Development', slug: 'persona-development' },
          { label: 'Digital Strategy', slug: 'digital-strategy' },
          { label: 'Lead Generation', slug: 'lead-generation' },
          { label: 'Web Analytics', slug: 'web-analytics' },
          { label: 'B2B Content Strategy', slug: 'b2b-content-strategy' },
        ],
      },
      {
        title: 'AI-Powered Marketing',
        items: [
          { label: 'AI SEO Strategy', slug: 'ai-seo-strategy' },
          { label: 'AI Copywriting Services', slug: 'ai-copywriting-services' },
          { label: 'AI Google Ads', slug: 'ai-google-ads' },
          { label: 'AI Content Creation Packages', slug: 'ai-content-creation-packages' },
          { label: 'AI Social Media', slug: 'ai-social-media' },
          { label: 'Automated Lead Funnel Setup', slug: 'automated-lead-funnel-setup' },
          { label: 'AI Conversion Optimisation', slug: 'ai-conversion-optimization' },
        ],
      },
    ],
  },
  {
    menu: 'content',
    label: 'Content',
    groups: [
      {
        title: 'Content Writing',
        items: [
          { label: 'Content for SEO', slug: 'content-for-seo' },
          { label: 'Professional Blogging', slug: 'blogging' },
          { label: 'Professional Copywriting', slug: 'copywriting' },
          { label: 'Business Writing', slug: 'business-writing' },
          { label: 'Article Writing', slug: 'article-writing' },
          { label: 'White Paper Writing', slug: 'white-paper-writer' },
        ],
      },
      {
        title: 'Video Marketing',
        items: [
          { label: 'Animation', slug: 'animation' },
          { label: 'Explainer Videos', slug: 'explainers' },
          { label: 'Whiteboard Animation', slug: 'whiteboard' },
          { label: 'Corporate Video', slug: 'corporate-video' },
          { label: 'Commercial Production', slug: 'commercials' },
          { label: 'Video Production', slug: 'production-services' },
        ],
      },
      {
        title: 'Graphic Design',
        items: [
          { label: 'Infographic Design', slug: 'infographics' },
          { label: 'Web Design', slug: 'web-design' },
          { label: 'UX Design', slug: 'ux-services' },
          { label: 'Interactive Infographics', slug: 'interactive-infographics' },
        ],
      },
      {
        title: 'Lead Magnet Creation',
        items: [
          { label: 'White Paper Creation', slug: 'white-papers' },
          { label: 'eBook Creation', slug: 'ebooks' },
          { label: 'Content Marketing', slug: 'content-marketing-services' },
        ],
      },
    ],
  },
  {
    menu: 'design',
    label: 'Web Design',
    groups: [
      {
        title: 'Website Design',
        items: [
          { label: 'Custom Web Design', slug: 'custom-web-design' },
          { label: 'Landing Page Design', slug: 'landing-page-design' },
          { label: 'Website Redesign', slug: 'website-redesign' },
          { label: 'Responsive Web Development', slug: 'responsive-web-development' },
        ],
      },
      {
        title: 'Development',
        items: [
          { label: 'E-commerce Development', slug: 'ecommerce-development' },
          { label: 'WordPress Development', slug: 'wordpress-development' },
          { label: 'Shopify Development', slug: 'shopify-development' },
        ],
      },
    ],
  },
  {
    menu: 'work',
    label: 'Our Work',
    groups: [
      {
        title: 'Our Work',
        items: [
          { label: 'Case Studies', slug: 'case-studies' },
          { label: 'Portfolio', slug: 'portfolio' },
          { label: 'Testimonials', slug: 'testimonials' },
        ],
      },
    ],
  },
  {
    menu: 'resources',
    label: 'Resources',
    groups: [
      {
        title: 'SEO',
        items: [
          { label: 'Keyword Research', slug: 'keyword-research' },
          { label: 'How to Rank on Google', slug: 'rank-on-google' },
        ],
      },
      {
        title: 'Digital Marketing',
        items: [
          { label: 'Paid Search 101', slug: 'paid-search-101' },
          { label: 'Inbound Marketing Guide', slug: 'inbound-marketing' },
          { label: 'Social Media Marketing Guide', slug: 'social-media-guide' },
          { label: 'Video Marketing Guide', slug: 'video-marketing' },
          { label: 'What is a Newsletter?', slug: 'what-is-newsletter' },
        ],
      },
      {
        title: 'Content Marketing',
        items: [
          { label: 'B2B Content Marketing Guide', slug: 'b2b-content-marketing' },
          { label: 'Content Marketing Platforms', slug: 'content-marketing-platforms' },
          { label: 'Content Marketing Statistics', slug: 'content-marketing-stats' },
          { label: 'What is Content Creation?', slug: 'what-is-content-creation' },
        ],
      },
      {
        title: 'Tools & Labs',
        items: [
          { label: `${site.shortName} Labs`, slug: 'laserfocus-labs' },
          { label: 'Marketing Archive', slug: 'marketing-archive' },
          { label: 'SEO & Marketing Blog', slug: 'blog' },
        ],
      },
    ],
  },
];

/** Spec 2.1: /{group}/{slug}, or /{menu}/{label lowercased with dashes} for an item with no known slug. */
export function menuItemHref(menu: NavMenu, group: NavGroup, item: NavItem): string {
  if (item.slug) return `/${group.group ?? menu.menu}/${item.slug}`;
  return `/${menu.menu}/${item.label.toLowerCase().trim().replace(/\s+/g, '-')}`;
}

/** Every menu link, flattened: used by the content checks, scripts/check-pages.ts and tests. */
export function allMenuLinks(): { label: string; href: string; menu: string; group: string }[] {
  return menus.flatMap((menu) =>
    menu.groups.flatMap((group) =>
      group.items.map((item) => ({ label: item.label, href: menuItemHref(menu, group, item), menu: menu.label, group: group.title })),
    ),
  );
}

/** The footer's link columns. */
export const footerColumns: { title: string; links: { label: string; href: string }[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'SEO Services', href: '/strategy/seo' },
      { label: 'Local SEO', href: '/strategy/local-seo' },
      { label: 'Google Ads', href: '/strategy/google-ads' },
      { label: 'Social Media Consulting', href: '/strategy/social-media-consulting' },
      { label: 'Content for SEO', href: '/content/content-for-seo' },
      { label: 'Custom Web Design', href: '/design/custom-web-design' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'How to Rank on Google', href: '/resources/rank-on-google' },
      { label: 'Keyword Research', href: '/resources/keyword-research' },
      { label: 'Paid Search 101', href: '/resources/paid-search-101' },
      { label: 'SEO & Marketing Blog', href: '/resources/blog' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/#about' },
      { label: 'Case Studies', href: '/work/case-studies' },
      { label: 'Testimonials', href: '/work/testimonials' },
      { label: 'Free SEO Audit', href: '/#contact' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
    ],
  },
];
