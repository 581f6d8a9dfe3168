import { site } from '../../../data/site.js';
import type { Finding, Severity } from '../../audit/checks.js';
import type { AuditStatus } from '../../audit/store.js';
import { PageHero } from '../PageHero.js';

/** What the report page shows: never the enquiry's contact details. */
export interface AuditReportView {
  publicId: string;
  /** The address checked, as a person reads it. */
  site: string;
  status: AuditStatus;
  score: number | null;
  findings: Finding[];
  summary: string;
  checkedAt: string | null;
}

const groups: { severity: Severity; title: string; intro: string }[] = [
  { severity: 'problem', title: 'Problems to fix', intro: 'These hold your site back in search or put visitors off. Fix them first.' },
  { severity: 'improvement', title: 'Worth improving', intro: 'Not urgent, but each one makes your site a little easier to find or use.' },
  { severity: 'passed', title: 'Already done well', intro: 'These checks passed.' },
];

/** The hero's title, text and icon for each stage of the check: running, done or failed. */
function reportHero(report: AuditReportView, pending: boolean) {
  return pending
    ? { title: `Checking ${report.site}`, text: 'We are fetching your home page, robots.txt and sitemap now. This usually takes a few seconds; the page updates by itself.', icon: 'Hourglass' as const }
    : report.status === 'done'
      ? { title: `${report.site} scored ${report.score} out of 100`, text: 'A first look at the basics search engines and visitors notice. Our specialists will go further in your full audit.', icon: 'Gauge' as const }
      : { title: `We could not check ${report.site}`, text: report.summary, icon: 'FileSearch' as const };
}

/** The findings of one severity under its title and intro; nothing when it has none. */
function FindingGroup({ group, findings }: { group: (typeof groups)[number]; findings: Finding[] }) {
  const items = findings.filter((f) => f.severity === group.severity);
  if (!items.length) return null;
  return (
    <section className={`audit-group audit-group--${group.severity}`} aria-labelledby={`audit-${group.severity}`}>
      <h2 id={`audit-${group.severity}`} className="section-title">
        {group.title} ({items.length})
      </h2>
      <p className="section-subtitle">{group.intro}</p>
      <ul className="audit-findings">
        {items.map((f) => (
          <li key={f.id} className="card">
            <h3>{f.message}</h3>
            <p>{f.why}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A quick check's report: progress while it runs, then the score and the findings by severity. */
export function AuditReportPage({ report }: { report: AuditReportView }) {
  const pending = report.status === 'queued' || report.status === 'running';
  const hero = reportHero(report, pending);
  return (
    <>
      <PageHero category="Your free site check" title={hero.title} description={hero.text} gradient="indigo" icon={hero.icon}>
        <div className="hero-actions">
          <a className="btn btn--primary" href={site.phone.href}>
            Call {site.phone.display}
          </a>{' '}
          <a className="btn btn--outline" href="/">
            Back to Home
          </a>
        </div>
      </PageHero>
      <section className="section audit-report" data-audit={report.publicId} data-audit-status={report.status} aria-live="polite">
        <div className="container">
          {pending ? (
            <p className="audit-progress" role="status">
              Check in progress...
            </p>
          ) : report.status === 'done' ? (
            groups.map((g) => <FindingGroup key={g.severity} group={g} findings={report.findings} />)
          ) : (
            <p>{report.summary}</p>
          )}
          <div className="audit-cta card">
            <h2>Want these fixed, and more found?</h2>
            <p>
              This quick check covers one page. Your full audit from {site.name} looks at your whole site, your rankings and your competitors, and we will be in touch within {site.replyWithin}.
              If you would like to talk sooner, call us on <a href={site.phone.href}>{site.phone.display}</a> ({site.officeHours}).
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
