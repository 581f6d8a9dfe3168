import type { CaseStudy, Testimonial } from '../../content/types.js';
import { Stars } from '../Stars.js';

export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <article className="card case-card" data-reveal="">
      <p className="case-metric">
        <span className="case-metric-value">{study.metric}</span>
        <span className="case-metric-label">{study.metricLabel}</span>
      </p>
      <h3>{study.title}</h3>
      <p className="case-meta">
        <span>{study.industry}</span>
        <span aria-hidden="true"> · </span>
        <span>{study.duration}</span>
      </p>
      <p>{study.description}</p>
    </article>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card testimonial" data-reveal="">
      <Stars rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.title}</span>
      </figcaption>
    </figure>
  );
}
