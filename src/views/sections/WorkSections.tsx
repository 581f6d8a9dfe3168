import { home } from '../../../data/home.js';
import type { SectionOf } from './types.js';
import { CaseStudyCard, TestimonialCard } from '../home/CaseStudyCard.js';
import { SectionIntro } from './SectionIntro.js';

/** The agency's case studies (from the home page data), for /work pages. */
export function CaseStudiesSection({ section }: { section: SectionOf<'caseStudies'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <div className="grid grid--2">
        {home.caseStudies.items.map((s) => (
          <CaseStudyCard study={s} key={s.title} />
        ))}
      </div>
    </div>
  );
}

export function TestimonialsSection({ section }: { section: SectionOf<'testimonials'> }) {
  return (
    <div className="container">
      <SectionIntro heading={section.heading} intro={section.intro} />
      <div className="grid grid--3">
        {home.testimonials.items.map((t) => (
          <TestimonialCard testimonial={t} key={t.name} />
        ))}
      </div>
    </div>
  );
}
