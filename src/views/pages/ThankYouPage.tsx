import { thankYou } from '../../../data/thank-you.js';
import { site } from '../../../data/site.js';
import { Icon } from '../Icon.js';
import { PageHero } from '../PageHero.js';

/** Shown after an enquiry (303 from the form, or the island's redirect); with a link to the site check when one runs. */
export function ThankYouPage({ auditPath }: { auditPath?: string } = {}) {
  return (
    <>
      <PageHero category="Enquiry received" title={thankYou.title} description={thankYou.text} gradient="emerald" icon="CheckCircle2">
        {auditPath && (
          <p className="hero-text audit-link">
            {thankYou.auditText} <a href={auditPath}>{thankYou.auditLabel}</a>
          </p>
        )}
        <div className="hero-actions">
          <a className="btn btn--primary" href="/">
            {thankYou.homeLabel}
          </a>{' '}
          <a className="btn btn--outline" href={site.phone.href}>
            Call {site.phone.display}
          </a>
        </div>
      </PageHero>
      <section className="section">
        <div className="container">
          <h2 className="section-title">{thankYou.nextHeading}</h2>
          <ol className="grid grid--3 next-steps">
            {thankYou.next.map((n) => (
              <li className="card" key={n.title}>
                <span className="card-icon">
                  <Icon name={n.icon} />
                </span>
                <h3>{n.title}</h3>
                <p>{n.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
