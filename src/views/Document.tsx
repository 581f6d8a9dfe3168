import type { ReactNode } from 'react';

export interface Assets {
  /** URL of the stylesheet, e.g. /assets/site-3F2A.css */
  css: string;
  /** URL of the islands' module entry, e.g. /assets/client-9BC1.js */
  js: string;
}

export interface DocumentProps {
  title: string;
  description: string;
  /** Absolute canonical URL; omitted on the 404 page. */
  canonical?: string;
  noindex?: boolean;
  assets: Assets;
  children: ReactNode;
}

/** The whole HTML document around a page. The doctype is added by renderDocument. */
export function Document({ title, description, canonical, noindex, assets, children }: DocumentProps) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {canonical && <link rel="canonical" href={canonical} />}
        {noindex && <meta name="robots" content="noindex, follow" />}
        <meta name="theme-color" content="#0b0f1a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        <script type="module" src={assets.js} />
      </head>
      <body>{children}</body>
    </html>
  );
}
