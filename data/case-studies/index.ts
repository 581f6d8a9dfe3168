/**
 * The case studies, each with its own page at /work/case-studies/<slug>, in the order the home page
 * and /work/case-studies show them. One file each; add the import here.
 */
import type { CaseStudyDetail } from '../../src/content/types.js';
import lawFirm from './melbourne-law-firm-local-search.js';
import retailer from './homewares-retailer-ecommerce-growth.js';
import trades from './trades-business-booked-jobs.js';
import health from './allied-health-group-audience.js';

export const caseStudies: readonly CaseStudyDetail[] = [lawFirm, retailer, trades, health];
