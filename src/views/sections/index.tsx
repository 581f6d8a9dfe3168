import type { ComponentType } from 'react';
import type { Section, SectionType } from '../../content/schema.js';
import type { SectionOf } from './types.js';
import { TextSection } from './TextSection.js';
import { CardGrid } from './CardGrid.js';
import { ProcessSteps } from './ProcessSteps.js';
import { Metrics, StatsBand } from './Metrics.js';
import { Packages } from './Packages.js';
import { Comparison, Panels } from './Comparison.js';
import { ListSection, Faq } from './ListSection.js';
import { CaseStudiesSection, TestimonialsSection } from './WorkSections.js';

/** Section type -> component. A missing type is a compile error. */
const registry: { [T in SectionType]: ComponentType<{ section: SectionOf<T> }> } = {
  text: TextSection,
  cards: CardGrid,
  steps: ProcessSteps,
  metrics: Metrics,
  packages: Packages,
  comparison: Comparison,
  panels: Panels,
  stats: StatsBand,
  list: ListSection,
  faq: Faq,
  caseStudies: CaseStudiesSection,
  testimonials: TestimonialsSection,
};

/**
 * Renders one page section in its own band, alternating backgrounds: a <section> when it has a
 * heading, a plain <div> when it has none (a band of figures), as a section needs a heading.
 */
export function RenderSection({ section, index }: { section: Section; index: number }) {
  const Component = registry[section.type] as ComponentType<{ section: Section }>;
  const Band = 'heading' in section && section.heading ? 'section' : 'div';
  return (
    <Band id={section.id} className={index % 2 === 1 ? 'section section--alt' : 'section'}>
      <Component section={section} />
    </Band>
  );
}
