/**
 * One entry of the route table, as the views and the structured data need it: which page lives at
 * a path, its head, and the data its template renders. The route table (src/routes/route-table.ts)
 * builds these; the views render them.
 */
import type { ServicePage } from './schema.js';
import type { LegalPage } from './types.js';

export interface Crumb {
  label: string;
  /** Absent on the last crumb, the current page. */
  href?: string;
}

interface EntryBase {
  path: string;
  /** The full <title>. */
  title: string;
  description: string;
  noindex?: boolean;
  /** The visible breadcrumb trail (and its BreadcrumbList); the home page has none. */
  crumbs?: Crumb[];
  /** True when the page carries the audit form (section id "contact"). */
  hasForm: boolean;
}

export type PageEntry = EntryBase &
  (
    | { kind: 'home' }
    | { kind: 'thank-you' }
    | { kind: 'legal'; legal: LegalPage; numbered?: boolean; backHome?: boolean }
    | { kind: 'service'; service: ServicePage }
  );
