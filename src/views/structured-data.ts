/**
 * JSON-LD for each page, from the one brand record: ProfessionalService (a LocalBusiness) and WebSite on the home page,
 * BreadcrumbList on sub-pages (matching the visible trail), Service on service pages, BlogPosting on
 * posts and Article on case studies.
 * The site's own testimonials are deliberately not marked up as reviews.
 */
import { site } from '../../data/site.js';
import type { PageEntry } from '../content/page-entry.js';
import { shareImage } from './Document.js';

type Json = Record<string, unknown>;

export function localBusiness(siteUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    // An agency is a ProfessionalService, schema.org's LocalBusiness subtype for firms that serve clients.
    '@type': 'ProfessionalService',
    '@id': `${siteUrl}/#business`,
    name: site.name,
    legalName: site.legalName,
    description: `${site.name} is an ${site.tagline.replace('SEO & Digital Marketing Agency', 'SEO and digital marketing agency in')}.`,
    url: `${siteUrl}/`,
    telephone: site.phone.href.replace('tel:', ''),
    email: site.email,
    image: `${siteUrl}${shareImage.path}`,
    logo: `${siteUrl}/icons/icon-512.png`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: site.address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.address.geo.latitude, longitude: site.address.geo.longitude },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.openingHours.days,
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
    areaServed: [
      { '@type': 'City', name: site.address.locality },
      { '@type': 'Country', name: site.address.country },
    ],
    priceRange: '$$$',
  };
}

export function webSite(siteUrl: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.name,
    url: `${siteUrl}/`,
    inLanguage: 'en-AU',
    publisher: { '@id': `${siteUrl}/#business` },
  };
}

export function breadcrumbList(route: PageEntry, siteUrl: string): Json | undefined {
  if (!route.crumbs?.length) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: route.crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: `${siteUrl}${c.href ?? route.path}`,
    })),
  };
}

function serviceData(route: PageEntry, siteUrl: string): Json | undefined {
  const page = route.kind === 'service' ? route.service : undefined;
  if (!page || !/^\/(strategy|content|design)\//.test(page.path)) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.hero.title,
    serviceType: page.hero.category,
    description: page.meta.description,
    url: `${siteUrl}${page.path}`,
    // Named here, not only referenced: each page's graph stands on its own.
    provider: {
      '@type': 'ProfessionalService',
      '@id': `${siteUrl}/#business`,
      name: site.name,
      url: `${siteUrl}/`,
      telephone: site.phone.href.replace('tel:', ''),
    },
    areaServed: { '@type': 'Country', name: site.address.country },
  };
}

/** The agency as publisher, whole on each page (no reference to another page's graph). */
const publisher = (siteUrl: string): Json => ({
  '@type': 'Organization',
  name: site.name,
  url: `${siteUrl}/`,
  logo: { '@type': 'ImageObject', url: `${siteUrl}/icons/icon-512.png` },
});

/** BlogPosting for a post, Article for a case study. */
function articleData(route: PageEntry, siteUrl: string): Json | undefined {
  const url = `${siteUrl}${route.path}`;
  if (route.kind === 'post') {
    const { post } = route;
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      url,
      mainEntityOfPage: url,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      author: {
        '@type': 'Person',
        name: post.authorInfo.name,
        jobTitle: post.authorInfo.role,
        url: `${siteUrl}/resources/blog/author/${post.author}`,
      },
      publisher: publisher(siteUrl),
      image: `${siteUrl}${post.cover ?? shareImage.path}`,
      keywords: post.tags.join(', '),
      wordCount: post.words,
      inLanguage: 'en-AU',
    };
  }
  if (route.kind === 'case-study') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: route.study.title,
      description: route.study.description,
      url,
      mainEntityOfPage: url,
      author: publisher(siteUrl),
      publisher: publisher(siteUrl),
      image: `${siteUrl}${shareImage.path}`,
      about: route.study.industry,
      inLanguage: 'en-AU',
    };
  }
  return undefined;
}

/** Every JSON-LD block for a route. */
export function structuredData(route: PageEntry, siteUrl: string): Json[] {
  if (route.kind === 'home') return [localBusiness(siteUrl), webSite(siteUrl)];
  return [breadcrumbList(route, siteUrl), serviceData(route, siteUrl), articleData(route, siteUrl)].filter((x): x is Json => Boolean(x));
}
