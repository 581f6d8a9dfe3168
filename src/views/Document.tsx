import type { ReactNode } from 'react';
import { ATOM_PATH, JSON_FEED_PATH } from '../blog/paths.js';
import { site } from '../../data/site.js';
import { speculationRules } from './speculation.js';
import type { Assets } from '../assets.js';

export interface DocumentProps {
  title: string;
  description: string;
  /** Absolute canonical URL; omitted on the 404 page. */
  canonical?: string;
  noindex?: boolean;
  assets: Assets;
  /** Absolute base URL for Open Graph image and URLs. */
  siteUrl: string;
  jsonLd?: object[];
  /** The page's own social card (src/social/cards.ts); the site's shared image when absent. */
  image?: { path: string; alt: string };
  /** 'article' for a post or a case study. */
  ogType?: 'website' | 'article';
  /** Reload the page after this many seconds when JavaScript is off (a report still being made). */
  refreshSeconds?: number;
  /** A whole stylesheet of the page's own (the report's and the lead pages': src/styles/report.css, site.css included), linked in place of the site's. */
  pageCss?: string;
  children: ReactNode;
}

/** JSON in a <script> data block: '<' escaped so no text can close the element. */
function jsonScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The image shown when a page is shared, with the text alternative both Open Graph and Twitter read. */
export const shareImage = { path: '/og-image.png', width: 1200, height: 630, alt: `${site.name} - ${site.tagline}` };

/** The whole HTML document around a page. The doctype is added by the render functions. */
export function Document({
  title,
  description,
  canonical,
  noindex,
  assets,
  siteUrl,
  jsonLd = [],
  image = shareImage,
  ogType = 'website',
  refreshSeconds,
  pageCss,
  children,
}: DocumentProps) {
  const imageUrl = `${siteUrl}${image.path}`;
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {canonical && <link rel="canonical" href={canonical} />}
        {noindex && <meta name="robots" content="noindex, follow" />}
        {refreshSeconds !== undefined && (
          <noscript>
            <meta httpEquiv="refresh" content={String(refreshSeconds)} />
          </noscript>
        )}
        <meta name="theme-color" content={site.themeColor} />
        <meta property="og:type" content={ogType} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content="en_AU" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:image" content={imageUrl} />
        <meta property="og:image:width" content={String(shareImage.width)} />
        <meta property="og:image:height" content={String(shareImage.height)} />
        <meta property="og:image:alt" content={image.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={imageUrl} />
        <meta name="twitter:image:alt" content={image.alt} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/atom+xml" title={`${site.name} Blog (Atom)`} href={ATOM_PATH} />
        <link rel="alternate" type="application/feed+json" title={`${site.name} Blog (JSON Feed)`} href={JSON_FEED_PATH} />
        <link rel="icon" href="/icons/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {/* One stylesheet, in the head: the page is styled and laid out once, before its first paint,
            and the file is cached for every later page (src/styles/README.md says why it is not
            split). The inline loader fetches the islands' entry once the page is loaded and idle. */}
        <link rel="stylesheet" href={pageCss ?? assets.css} />
        <script data-entry={assets.js} data-modules={assets.modules.join(' ')} dangerouslySetInnerHTML={{ __html: assets.loader }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
        {jsonLd.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonScript(data) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
