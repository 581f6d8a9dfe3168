import { Icon } from '../Icon.js';

/** Spec 2.1: the not-found page's two texts, plus ways back into the site. */
export function NotFoundPage() {
  return (
    <section className="hero not-found grad-rose">
      <div className="container">
      <div className="hero-inner">
        <span className="hero-icon">
          <Icon name="Crosshair" size={32} />
        </span>
        <h1>404 Page Not Found</h1>
        <p className="hero-text">Did you forget to add the page to the router?</p>
        <p className="not-found-help">The page you asked for isn&apos;t here. Try one of these instead:</p>
        <div className="hero-actions">
          <a className="btn btn--primary" href="/">
            Back to Home
          </a>
          <a className="btn btn--outline" href="/strategy/seo">
            SEO Services
          </a>
          <a className="btn btn--outline" href="/#contact">
            Get a Free Audit
          </a>
        </div>
      </div>
      </div>
    </section>
  );
}
