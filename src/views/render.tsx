/** Whole HTML documents: every route table entry, and the 404 and 500 pages. */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { site } from '../../data/site.js';
import type { PageEntry } from '../content/page-entry.js';
import type { EnquiryFormState } from '../shared/enquiry-contract.js';
import { Document } from './Document.js';
import type { Assets } from '../assets.js';
import { Layout } from './Layout.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import type { AuditReportView } from '../audit/index.js';
import { AuditReportPage } from './pages/AuditReportPage.js';
import { ErrorPage } from './pages/ErrorPage.js';
import { PageBody } from './pages/PageBody.js';
import { ThankYouPage } from './pages/ThankYouPage.js';
import { SearchPage } from './pages/SearchPage.js';
import { LeadLinkRefusedPage, LeadOutcomePage, type LeadOutcomeView } from './pages/LeadOutcomePage.js';
import type { SearchResult } from '../search/index.js';
import { structuredData } from './structured-data.js';
import { cardPath, cardText } from '../social/cards.js';

export interface RenderContext {
  siteUrl: string;
  assets: Assets;
}

/** True when a re-shown form carries problems: its title then starts with "Error: ", heard first by screen readers. */
function formFailed(form: EnquiryFormState | undefined): boolean {
  return Boolean(form && (form.formError || Object.keys(form.errors ?? {}).length));
}

/** A full HTML document for one route, ready to send. */
export function renderPage(entry: PageEntry, ctx: RenderContext, form?: EnquiryFormState): string {
  const html = renderToString(
    <Document
      title={formFailed(form) ? `Error: ${entry.title}` : entry.title}
      description={entry.description}
      canonical={ctx.siteUrl + entry.path}
      noindex={entry.noindex}
      assets={ctx.assets}
      siteUrl={ctx.siteUrl}
      jsonLd={entry.noindex ? [] : structuredData(entry, ctx.siteUrl)}
      image={entry.noindex ? undefined : { path: cardPath(entry.path), alt: `${cardText(entry).title} - ${site.name}` }}
      ogType={entry.kind === 'post' || entry.kind === 'case-study' ? 'article' : 'website'}
    >
      <Layout hasForm={entry.hasForm} floatingCta={entry.kind === 'home'}>
        <PageBody entry={entry} form={form} siteUrl={ctx.siteUrl} />
      </Layout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** A noindex document around a status page (404, 500), with no canonical URL; `ownCss`: the report's stylesheet in place of the site's (Document's `pageCss`). */
function renderStatusDocument(
  ctx: RenderContext,
  title: string,
  description: string,
  body: ReactElement,
  refreshSeconds?: number,
  ownCss = false,
): string {
  const html = renderToString(
    <Document
      title={`${title}${site.titleSuffix}`}
      description={description}
      noindex
      assets={ctx.assets}
      siteUrl={ctx.siteUrl}
      refreshSeconds={refreshSeconds}
      pageCss={ownCss ? ctx.assets.reportCss : undefined}
    >
      <Layout hasForm={false}>{body}</Layout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** The not-found document (answered with HTTP 404). */
export function renderNotFound(ctx: RenderContext): string {
  return renderStatusDocument(
    ctx,
    '404 Page Not Found',
    `The page you were looking for could not be found. Explore ${site.name}'s SEO, paid media, content and web design services in ${site.address.locality}.`,
    <NotFoundPage />,
  );
}

/** The 500 document: in the site layout, without any detail of what failed. */
export function renderServerError(ctx: RenderContext): string {
  return renderStatusDocument(
    ctx,
    'Something Went Wrong',
    `Sorry, something went wrong on our side. Please try again, or contact ${site.name} in ${site.address.locality} by phone or email for help straight away.`,
    <ErrorPage />,
  );
}

/** A site check's report (noindex; reloads itself every few seconds without JavaScript while the check or its phone measurement runs). */
export function renderAuditReport(ctx: RenderContext, report: AuditReportView): string {
  const pending = report.status === 'queued' || report.status === 'running';
  return renderStatusDocument(
    ctx,
    `Site check: ${report.site}`,
    `${site.name}'s free site check of ${report.site}: the technical basics search engines and visitors notice.`,
    <AuditReportPage report={report} />,
    pending || report.lab.state === 'measuring' ? 3 : undefined,
    true,
  );
}

/** The thank-you page with a link to the visitor's site check. */
export function renderThankYouWithAudit(entry: PageEntry, ctx: RenderContext, auditPath: string): string {
  const html = renderToString(
    <Document
      title={entry.title}
      description={entry.description}
      canonical={ctx.siteUrl + entry.path}
      noindex={entry.noindex}
      assets={ctx.assets}
      siteUrl={ctx.siteUrl}
    >
      <Layout hasForm={false}>
        <ThankYouPage auditPath={auditPath} />
      </Layout>
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** The search page (noindex): results for a query, or a message. */
export function renderSearch(ctx: RenderContext, result: SearchResult | undefined, message: string | undefined): string {
  return renderStatusDocument(
    ctx,
    result?.terms.length ? `Search: ${result.query.slice(0, 60)}` : 'Search',
    `Search the ${site.name} website: services, guides, articles and case studies.`,
    <SearchPage result={result} message={message} />,
  );
}

/** A lead link's confirmation page (noindex): the lead and the form that records what became of it. */
export function renderLeadOutcome(ctx: RenderContext, lead: LeadOutcomeView): string {
  const title = lead.error ? `Error: Lead #${lead.id}` : `Lead #${lead.id}`;
  return renderStatusDocument(ctx, title, `Record what became of lead #${lead.id}.`, <LeadOutcomePage lead={lead} />, undefined, true);
}

/** The page a lead link that cannot be used gets (noindex), with why. */
export function renderLeadLinkRefused(ctx: RenderContext, title: string, text: string): string {
  return renderStatusDocument(ctx, title, text, <LeadLinkRefusedPage title={title} text={text} />);
}
