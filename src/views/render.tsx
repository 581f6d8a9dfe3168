import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { site } from '../../data/site.js';
import type { RouteEntry } from '../routes/route-table.js';
import type { AuditFormProps } from '../islands/AuditForm.js';
import { Document, type Assets } from './Document.js';
import { Layout } from './Layout.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { ErrorPage } from './pages/ErrorPage.js';
import FloatingCta from '../islands/FloatingCta.js';
import { Island } from './Island.js';
import { structuredData } from './structured-data.js';

export interface RenderContext {
  siteUrl: string;
  assets: Assets;
}

/** A full HTML document for one route, ready to send. */
export function renderPage(route: RouteEntry, ctx: RenderContext, form?: Partial<AuditFormProps>): string {
  const html = renderToString(
    <Document
      title={route.title}
      description={route.description}
      canonical={ctx.siteUrl + route.path}
      noindex={route.noindex}
      assets={ctx.assets}
      siteUrl={ctx.siteUrl}
      jsonLd={route.noindex ? [] : structuredData(route, ctx.siteUrl)}
    >
      <Layout
        after={
          route.kind === 'home' ? (
            <Island name="FloatingCta">
              <FloatingCta />
            </Island>
          ) : undefined
        }
      >{route.render(form)}</Layout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** A noindex document around a status page (404, 500), with no canonical URL. */
function renderStatusDocument(ctx: RenderContext, title: string, description: string, body: ReactElement): string {
  const html = renderToString(
    <Document title={`${title}${site.titleSuffix}`} description={description} noindex assets={ctx.assets} siteUrl={ctx.siteUrl}>
      <Layout>{body}</Layout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** The not-found document (answered with HTTP 404). */
export function renderNotFound(ctx: RenderContext): string {
  return renderStatusDocument(
    ctx,
    '404 Page Not Found',
    "The page you were looking for could not be found. Explore Laserfocus Digital's SEO, paid media, content and web design services in Melbourne.",
    <NotFoundPage />,
  );
}

/** The 500 document: in the site layout, without any detail of what failed. */
export function renderServerError(ctx: RenderContext): string {
  return renderStatusDocument(
    ctx,
    'Something Went Wrong',
    'Sorry, something went wrong on our side. Please try again, or contact Laserfocus Digital in Melbourne by phone or email for help straight away.',
    <ErrorPage />,
  );
}
