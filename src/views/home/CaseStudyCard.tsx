import type { CaseStudy, CaseStudyDetail, Testimonial } from '../../content/types.js';
import { Stars } from '../Stars.js';

/** A case study's card; it links to the study's own page when it has one. */
export function CaseStudyCard({ study }: { study: CaseStudy | CaseStudyDetail }) {
  const href = 'slug' in study ? `/work/case-studies/${study.slug}` : undefined;
  return (
    <article className="card case-card" data-reveal="">
      <p className="case-metric">
        <span className="case-metric-value">{study.metric}</span>
        <span className="case-metric-label">{study.metricLabel}</span>
      </p>
      <h3>{href ? <a href={href}>{study.title}</a> : study.title}</h3>
      <p className="case-meta">
        <span>{study.industry}</span>
        <span aria-hidden="true"> · </span>
        <span>{study.duration}</span>
      </p>
      <p>{study.description}</p>
      {href && (
        <a className="card-link" href={href} aria-label={`Read the case study: ${study.title}`}>
          Read the case study
        </a>
      )}
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
