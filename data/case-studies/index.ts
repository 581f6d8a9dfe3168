/**
 * The case studies, each with its own page at /work/case-studies/<slug> (in this order on the home
 * page and /work/case-studies). One file each; add the import here.
 */
import type { CaseStudyDetail } from '../../src/content/types.js';

export const caseStudies: readonly CaseStudyDetail[] = [];
