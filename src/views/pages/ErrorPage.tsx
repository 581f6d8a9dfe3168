import { site } from '../../../data/site.js';
import { StatusHero } from '../StatusHero.js';

/** The 500 page: an apology and ways forward, never internals. */
export function ErrorPage() {
  return (
    <StatusHero
      icon="TriangleAlert"
      gradient="amber"
      title="Something Went Wrong"
      text="Sorry, this page could not be shown just now. Please try again in a moment."
      help={`If it keeps happening, call us on ${site.phone.display} or email ${site.email} and we will help directly.`}
    >
      <a className="btn btn--primary" href="/">
        Back to Home
      </a>{' '}
      <a className="btn btn--outline" href={site.phone.href}>
        Call {site.phone.display}
      </a>
    </StatusHero>
  );
}
