import type { ServicePage } from '../../content/schema.js';
import { ButtonLink } from '../ButtonLink.js';

/** The closing call-to-action band with exactly one button (spec 2.6). */
export function CtaBand({ cta }: { cta: ServicePage['cta'] }) {
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      {/* The band sits in the content column, like the cards above it. */}
      <div className="container">
        <div className="cta-inner">
          <h2 id="cta-heading">{cta.heading}</h2>
          <p>{cta.text}</p>
          <ButtonLink button={cta.button} className="btn--lg" />
        </div>
      </div>
    </section>
  );
}
