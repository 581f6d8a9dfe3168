import type { Crumb } from '../../content/page-entry.js';
import type { CaseStudyDetail } from '../../content/types.js';
import type { EnquiryFormState } from '../../shared/enquiry-contract.js';
import { ContactSection } from '../ContactSection.js';
import { PageHero } from '../PageHero.js';
import { Picture } from '../Picture.js';
import type { ImageRef } from '../../images/responsive.js';

/** The client's industry, size and engagement, then the challenge they came with. */
function ClientSection({ study, image }: { study: CaseStudyDetail; image?: ImageRef }) {
  return (
    <section className="section" aria-labelledby="client-heading">
      <div className="container narrow">
        {image && <Picture image={image} sizes="(min-width: 908px) 860px, calc(100vw - 48px)" className="post-cover" />}
        <h2 id="client-heading" className="section-title">
          The client
        </h2>
        <dl className="facts">
          <div>
            <dt>Industry</dt>
            <dd>{study.industry}</dd>
          </div>
          <div>
            <dt>Size</dt>
            <dd>{study.clientSize}</dd>
          </div>
          <div>
            <dt>Engagement</dt>
            <dd>{study.duration}</dd>
          </div>
        </dl>
        <h2 className="section-title">The challenge</h2>
        {study.challenge.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </div>
    </section>
  );
}

/** "What we did": the approach as numbered steps. */
function ApproachSection({ approach }: { approach: CaseStudyDetail['approach'] }) {
  return (
    <section className="section" aria-labelledby="approach-heading">
      <div className="container narrow">
        <h2 id="approach-heading" className="section-title">
          What we did
        </h2>
        <ol className="steps-list">
          {approach.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** "The results": the figures, the timeline and the client's words. */
function ResultsSection({ study }: { study: CaseStudyDetail }) {
  return (
    <section className="section" aria-labelledby="results-heading">
      <div className="container narrow">
        <h2 id="results-heading" className="section-title">
          The results
        </h2>
        <ul className="grid grid--2 results">
          {study.results.map((r) => (
            <li key={r.label} className="card">
              <strong className="stat-value">{r.value}</strong>
              <span>{r.label}</span>
            </li>
          ))}
        </ul>
        <h3>Timeline</h3>
        <ol className="timeline">
          {study.timeline.map((t) => (
            <li key={t.period}>
              <strong>{t.period}:</strong> {t.text}
            </li>
          ))}
        </ol>
        <figure className="card quote">
          <blockquote>
            <p>{study.quote.text}</p>
          </blockquote>
          <figcaption>
            {study.quote.name}, {study.quote.role}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

/** A case study's own page: the client, the challenge, what we did, the results, the timeline, the client's words. */
export function CaseStudyPage({
  study,
  image,
  crumbs,
  path,
  form,
}: {
  study: CaseStudyDetail;
  /** The study's image with its size (the route table reads it from data/images/). */
  image?: ImageRef;
  crumbs: Crumb[];
  path: string;
  form?: EnquiryFormState;
}) {
  return (
    <>
      <PageHero
        category={`Case study · ${study.industry}`}
        title={study.title}
        description={study.description}
        icon="Trophy"
        gradient="emerald"
        crumbs={crumbs}
      >
        <p className="hero-metric">
          <strong>{study.metric}</strong> {study.metricLabel}
        </p>
      </PageHero>
      <ClientSection study={study} image={image} />
      <ApproachSection approach={study.approach} />
      <ResultsSection study={study} />
      <ContactSection source={path} form={form} />
    </>
  );
}
