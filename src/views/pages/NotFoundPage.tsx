import { StatusHero } from '../StatusHero.js';

/** Spec 2.1: the not-found page's two texts, plus ways back into the site. */
export function NotFoundPage() {
  return (
    <StatusHero
      icon="Crosshair"
      gradient="rose"
      title="404 Page Not Found"
      text="Did you forget to add the page to the router?"
      help="The page you asked for isn't here. Try one of these instead:"
    >
      <a className="btn btn--primary" href="/">
        Back to Home
      </a>{' '}
      <a className="btn btn--outline" href="/strategy/seo">
        SEO Services
      </a>{' '}
      <a className="btn btn--outline" href="/#contact">
        Get a Free Audit
      </a>
    </StatusHero>
  );
}
