/**
 * Shapes of the one-off pages written as data: the home page, the legal pages and thank-you.
 * (Service and resource pages use src/content/schema.ts.)
 */
import type { IconName } from './icon-names.js';

export interface PageMeta {
  /** The home page uses this as the whole <title>; other pages get the brand suffix appended. */
  title: string;
  /** 120-160 characters, unique per page. */
  description: string;
}

export interface Service {
  icon: IconName;
  title: string;
  description: string;
  features: string[];
  /** The service page this card links to, e.g. '/strategy/seo'. */
  href: `/${string}`;
}

export interface CaseStudy {
  title: string;
  industry: string;
  duration: string;
  metric: string;
  metricLabel: string;
  description: string;
}

export interface Testimonial {
  name: string;
  title: string;
  content: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** Spec 3: stats of projects, campaigns, adSpend, websites; each member shows the ones that fit their role. */
  stats: { projects?: string; campaigns?: string; adSpend?: string; websites?: string };
  experience: number;
}

export interface SectionIntro {
  eyebrow: string;
  heading: string;
  intro: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    /** The h1. `highlight` is the part shown in the gradient colour; it must occur inside `title`. */
    title: string;
    highlight: string;
    text: string;
    /** 'My Problem is Un-laserable' (scrolls to #contact). */
    primaryLabel: string;
    /** 'Request Laser' (shows `laserAlert` in a browser alert). */
    laserLabel: string;
    laserAlert: string;
    /** Accessible label of the down-arrow that scrolls to #services. */
    scrollLabel: string;
    stats: { value: string; label: string }[];
  };
  services: SectionIntro & { items: Service[] };
  caseStudies: SectionIntro & {
    /** The scroller's own name for screen readers (its visually hidden heading). */
    listLabel: string;
    items: CaseStudy[];
  };
  testimonials: SectionIntro & { items: Testimonial[] };
  team: SectionIntro & { members: TeamMember[] };
  contact: SectionIntro & {
    /** Reasons to ask for the audit, shown beside the form. */
    points: string[];
    submitLabel: string;
    /** Line under the button, e.g. the reply promise. */
    note: string;
  };
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Paragraphs after the bullet list. */
  after?: string[];
}

export interface LegalPage {
  meta: PageMeta;
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export interface ThankYouContent {
  meta: PageMeta;
  title: string;
  text: string;
  nextHeading: string;
  next: { icon: IconName; title: string; text: string }[];
  homeLabel: string;
  /** Shown when a quick check of the visitor's website was started: a sentence, then the link's words. */
  auditText: string;
  auditLabel: string;
}

/** A case study with its own page at /work/case-studies/<slug> (data/case-studies/): the home card's facts and the whole story. */
export interface CaseStudyDetail extends CaseStudy {
  slug: string;
  clientSize: string;
  challenge: string[];
  approach: { title: string; text: string }[];
  /** The first is the headline metric. */
  results: { value: string; label: string }[];
  timeline: { period: string; text: string }[];
  quote: { text: string; name: string; role: string };
  /** Service pages this work used (site paths). */
  services: string[];
  /** The study's image: a file under data/images/ (processed at build) and what it shows. */
  image?: { src: string; alt: string };
}
