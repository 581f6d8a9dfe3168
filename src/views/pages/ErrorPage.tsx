import { site } from '../../../data/site.js';
import { Icon } from '../Icon.js';

/** The 500 page: an apology and ways forward, never internals. */
export function ErrorPage() {
  return (
    <section className="hero not-found grad-amber">
      <div className="container">
        <div className="hero-inner">
          <span className="hero-icon">
            <Icon name="TriangleAlert" size={32} />
          </span>
          <h1>Something Went Wrong</h1>
          <p className="hero-text">Sorry, this page could not be shown just now. Please try again in a moment.</p>
          <p className="not-found-help">If it keeps happening, call us on {site.phone.display} or email {site.email} and we will help directly.</p>
          <div className="hero-actions">
            <a className="btn btn--primary" href="/">
              Back to Home
            </a>
            <a className="btn btn--outline" href={site.phone.href}>
              Call {site.phone.display}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
