import { site } from '../../../data/site.js';
import type { AuditReportView, Finding, FindingId, ScoreGroupView, Severity } from '../../audit/index.js';
import { FOUND_TAGS, LAB_NOTE, SEVERITIES, foundSoFar, tally, tallyLabel } from '../../islands/audit-progress.js';
import { PageHero } from '../PageHero.js';
import { AuditAiSection } from './AuditAiSection.js';
import { AuditCompare } from './AuditCompare.js';
import { AuditLabSection } from './AuditLabSection.js';
import { PasteBlock } from './AuditFix.js';
import { AuditLocalSection } from './AuditLocalSection.js';
import { CheckHistory, RecheckOffer, SinceLastCheck } from './AuditRecheck.js';
import { inWords, listed, plural } from '../../shared/words.js';

const groups: { severity: Severity; title: string; intro: string }[] = [
  { severity: 'problem', title: 'Problems to fix', intro: 'These hold your site back in search or put visitors off. Fix them first.' },
  { severity: 'improvement', title: 'Worth improving', intro: 'Not urgent, but each one makes your site a little easier to find or use.' },
  { severity: 'passed', title: 'Already done well', intro: 'These checks passed.' },
];

/** What the hero says while the check runs: what is read, and how long it usually takes. */
function pendingText({ maxPages, crawlMs }: AuditReportView): string {
  const reading =
    maxPages > 1
      ? `We are reading your home page, robots.txt, sitemap and the pages they link to, up to ${maxPages} pages.`
      : 'We are reading your home page, robots.txt and sitemap.';
  const time = crawlMs <= 60_000 ? 'This usually takes under a minute' : `This can take up to ${Math.ceil(crawlMs / 60_000)} minutes`;
  return `${reading} ${time}, and this page updates by itself.`;
}

/** "Checked 25 pages of example.com.au on 25 November 2026; found 3,214 more addresses we did not read". */
function checkedLine({ pages, site: address, checkedOn, notRead }: AuditReportView): string {
  return `Checked ${pages ? `${plural(pages, 'page', 'pages')} of ${address}` : address}${checkedOn ? ` on ${checkedOn}` : ''}${notRead ? `; ${notRead}` : ''}`;
}

/** The hero's title, text and icon for each stage of the check: running, done or failed. */
function reportHero(
  report: AuditReportView,
  pending: boolean,
): { title: string; subtitle?: string; text: string; icon: 'Hourglass' | 'Gauge' | 'FileSearch' } {
  const last = pending ? lastGoodCheck(report) : undefined;
  if (last)
    return {
      title: `Checking ${report.site} again`,
      subtitle: `Your last check, on ${last.on}, scored ${last.score} out of 100`,
      text: pendingText(report),
      icon: 'Hourglass',
    };
  if (pending) return { title: `Checking ${report.site}`, text: pendingText(report), icon: 'Hourglass' };
  if (report.status === 'done') {
    return {
      title: `${report.site} scored ${report.score} out of 100`,
      subtitle: checkedLine(report),
      text: 'A first look at the technical basics search engines and visitors notice. Our specialists go further in your full audit.',
      icon: 'Gauge',
    };
  }
  return { title: `We could not check ${report.site}`, text: report.summary, icon: 'FileSearch' };
}

/** The newest good check before this one, while a re-check runs (the report keeps it until the new one is done). */
const lastGoodCheck = (report: AuditReportView) => report.history?.find((h) => !h.failed && h.score !== null);

/** The number of findings of each severity, as three labelled numbers; `live` marks the running page's. */
function Tally({ findings, live }: { findings: Finding[]; live?: boolean }) {
  const counts = tally(findings);
  return (
    <ul className="audit-tally" aria-label={live ? undefined : 'Findings by severity'}>
      {SEVERITIES.map((severity) => (
        <li key={severity} className={`audit-tally-item audit-tally-item--${severity}`}>
          <strong data-audit-count={live ? severity : undefined}>{counts[severity]}</strong>{' '}
          <span data-audit-count-label={live ? severity : undefined}>{tallyLabel(severity, counts[severity])}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The running check: pages read and what has been found so far. Only the tally is a polite status
 * region, so a screen reader hears the counts when they change, not the whole list at every poll.
 * audit-progress.ts updates all three in place from GET /api/audit/:id.
 */
function AuditProgress({ report }: { report: AuditReportView }) {
  const last = lastGoodCheck(report);
  return (
    <div className="card audit-live">
      <h2 className="audit-live-title">{last ? 'The new check so far' : 'Progress so far'}</h2>
      {last && (
        <p>
          Your report from {last.on} ({last.score} out of 100) comes back here as soon as this check is done, with what changed since.
        </p>
      )}
      <p className="audit-progress">
        Pages checked so far: <strong data-audit-pages="">{report.pages}</strong>
      </p>
      <div className="audit-live-status" role="status" aria-live="polite">
        <p className="audit-live-label">Found so far:</p>
        <Tally findings={report.findings} live />
      </div>
      <ul className="audit-found" data-audit-found="">
        {foundSoFar(report.findings).map((f) => (
          <li key={f.id} className={`audit-found-item audit-found-item--${f.severity}`}>
            <span className="audit-tag">{FOUND_TAGS[f.severity]}</span>
            {` ${f.message}`}
          </li>
        ))}
      </ul>
      <p className="audit-lab-note" data-audit-lab-note="" hidden={report.lab.state !== 'measuring'}>
        {report.lab.state === 'measuring' ? LAB_NOTE : ''}
      </p>
    </div>
  );
}

/** A finding's affected addresses, folded (plain <details>, so it opens without JavaScript and prints open). */
function Addresses({ finding }: { finding: Finding }) {
  const urls = finding.urls ?? [];
  if (!urls.length) return null;
  const total = Math.max(finding.total ?? urls.length, urls.length);
  const label =
    total > urls.length
      ? `Affected addresses (first ${urls.length} of ${total})`
      : total === 1
        ? 'Affected address'
        : `Affected addresses (${total})`;
  return (
    <details className="audit-urls">
      <summary>{label}</summary>
      <ul>
        {urls.map((url, i) => (
          <li key={i}>{url}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * What a finding rests on, folded as the addresses are: each page or file with the line it was read on
 * and what is there as written ("How we know"), so that the site's developer can find it.
 */
function HowWeKnow({ finding }: { finding: Finding }) {
  if (!finding.proof?.length) return null;
  return (
    <details className="audit-proof">
      <summary>How we know</summary>
      <ul>
        {finding.proof.map((p, i) => (
          <li key={i}>
            {p.url}
            {p.line ? `, line ${p.line}` : ''}: <code>{p.quote}</code>
            {p.missing ? `, with no ${p.missing} in it` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The severity tag over a finding, with how many addresses it affects when its sentence does not already count them. */
function FindingTag({ finding }: { finding: Finding }) {
  if (finding.severity === 'passed') return null;
  const counted = finding.total && !finding.message.startsWith(`${finding.total} `);
  return (
    <p className="audit-tag">
      {FOUND_TAGS[finding.severity]}
      {counted ? ` · ${plural(finding.total ?? 0, 'address', 'addresses')}` : ''}
    </p>
  );
}

/** The report's lead: the fixes that matter most, each with its fix and count. */
function TopFixes({ fixes }: { fixes: Finding[] }) {
  if (!fixes.length) return null;
  const title = fixes.length === 1 ? 'The fix that matters most' : `The ${inWords(fixes.length)} fixes that matter most`;
  return (
    <section className="audit-group audit-top" aria-labelledby="audit-top">
      <h2 id="audit-top" className="section-title">
        {title}
      </h2>
      <ol className="audit-top-list">
        {fixes.map((f) => (
          <li key={f.id} className={`card audit-finding audit-finding--${f.severity}`}>
            <FindingTag finding={f} />
            <h3>{f.message}</h3>
            {f.fix && (
              <p className="audit-fix">
                <strong>How to fix it:</strong>
                {` ${f.fix}`}
              </p>
            )}
            {f.paste && (
              <p className="audit-fix-ready">
                <a href={`#finding-${f.id}`}>{f.paste.title}: ready to paste, below</a>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * How the overall score is made, in one sentence: each part's share of it (the weight of its checks),
 * and that Speed on a phone is beside it, not in it.
 */
function scoreMade(groups: ScoreGroupView[], score: number | null): string | undefined {
  const parts = groups.filter((g) => g.share !== undefined && g.score !== null);
  if (!parts.length || score === null) return undefined;
  const shares = listed(parts.map((g, i) => `${g.label} ${g.share}%${i === 0 ? ' of it' : ''}`));
  const speed = groups.some((g) => g.key === 'speed')
    ? ' Speed on a phone is measured apart, in a real browser, and is not part of the overall score.'
    : '';
  return `Your overall ${score} weighs every check by how much it matters: ${shares}, so a change in a smaller part moves it less.${speed}`;
}

/** The score part by part, beside the overall one: a card each, with what most needs doing in it. */
function ScoreGroups({ groups, score }: { groups: ScoreGroupView[]; score: number | null }) {
  if (!groups.length) return null;
  const made = scoreMade(groups, score);
  return (
    <section className="audit-group audit-parts" aria-labelledby="audit-parts">
      <h2 id="audit-parts" className="section-title">
        Your score, part by part
      </h2>
      {made && <p className="section-subtitle">{made}</p>}
      <ul className="score-parts">
        {groups.map((g) => (
          <li key={g.key} className={`card score-part score-part--${g.key}`}>
            <h3>{g.label}</h3>
            <p className="score-part-figure">
              {g.score === null ? (
                <span>{g.none ?? 'Not measured'}</span>
              ) : (
                <>
                  <strong>{g.score}</strong> <span>out of 100</span>
                </>
              )}
            </p>
            {g.items.length ? (
              <ul className="score-part-list">
                {g.items.map((i) => (
                  <li key={i.href + i.text}>
                    <a href={i.href}>{i.text}</a>
                  </li>
                ))}
              </ul>
            ) : g.score !== null ? (
              <p className="score-part-clear">Nothing to fix here.</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One finding in its severity's group: what, why, how to fix it, and where. */
function FindingCard({ finding, minor }: { finding: Finding; minor: boolean }) {
  return (
    <li
      id={`finding-${finding.id}`}
      className={`card audit-finding audit-finding--${finding.severity}${minor ? ' audit-finding--minor' : ''}`}
    >
      <FindingTag finding={finding} />
      <h3>{finding.message}</h3>
      <p>{finding.why}</p>
      {finding.fix && (
        <p className="audit-fix">
          <strong>How to fix it:</strong>
          {` ${finding.fix}`}
        </p>
      )}
      {finding.paste && <PasteBlock fix={finding.paste} id={finding.id} />}
      {finding.unoffered && (
        <p className="fix-unoffered">
          <strong>No fix to paste:</strong> {finding.unoffered}
        </p>
      )}
      <Addresses finding={finding} />
      <HowWeKnow finding={finding} />
    </li>
  );
}

/**
 * The findings of one severity under its title and intro; passed checks as a compact list. Nothing
 * when it has none. A passed check is linked to only from what changed since the check before
 * ("Fixed"), so it carries its anchor only when the report says what changed: on a first check the
 * forty-odd ids cost 340 bytes as sent, of the 1,500 that kept a report from one round trip.
 */
function FindingGroup({
  group,
  findings,
  minor,
  anchorPassed,
}: {
  group: (typeof groups)[number];
  findings: Finding[];
  minor: readonly string[];
  anchorPassed: boolean;
}) {
  const items = findings.filter((f) => f.severity === group.severity);
  if (!items.length) return null;
  return (
    <section className={`audit-group audit-group--${group.severity}`} aria-labelledby={`audit-${group.severity}`}>
      <h2 id={`audit-${group.severity}`} className="section-title">
        {group.title} ({items.length})
      </h2>
      <p className="section-subtitle">{group.intro}</p>
      {group.severity === 'passed' ? (
        <ul className="audit-passed">
          {items.map((f) => (
            <li key={f.id} id={anchorPassed ? `finding-${f.id}` : undefined}>
              {f.message}
              <HowWeKnow finding={f} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="audit-findings">
          {items.map((f) => (
            <FindingCard key={f.id} finding={f} minor={minor.includes(f.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The finished report: the tally, the fixes that matter most, then every finding by severity. */
function FinishedReport({ report }: { report: AuditReportView }) {
  return (
    <>
      <Tally findings={report.findings} />
      <SinceLastCheck
        changes={report.changes}
        sinceFirst={report.sinceFirst}
        findings={report.findings}
        measuring={report.lab.state === 'measuring'}
      />
      <TopFixes fixes={report.topFixes} />
      <ScoreGroups groups={report.groups} score={report.score} />
      {report.recheck && <RecheckOffer recheck={report.recheck} />}
      <AuditLabSection lab={report.lab} publicId={report.publicId} />
      <AuditAiSection ai={report.ai} lab={report.lab} />
      <AuditLocalSection
        local={report.local}
        fix={report.findings.find((f) => f.id === ('local-business-markup' satisfies FindingId))?.paste}
      />
      {groups.map((g) => (
        <FindingGroup key={g.severity} group={g} findings={report.findings} minor={report.minor} anchorPassed={Boolean(report.changes)} />
      ))}
      {report.comparison && <AuditCompare comparison={report.comparison} />}
      {report.history && <CheckHistory history={report.history} />}
    </>
  );
}

/** A quick check's report: progress while it runs, then the score, the top fixes and the findings by severity. */
export function AuditReportPage({ report }: { report: AuditReportView }) {
  const pending = report.status === 'queued' || report.status === 'running';
  const hero = reportHero(report, pending);
  return (
    <>
      <PageHero
        category="Your free site check"
        title={hero.title}
        subtitle={hero.subtitle}
        description={hero.text}
        gradient="indigo"
        icon={hero.icon}
      >
        <div className="hero-actions">
          <a className="btn btn--primary" href={site.phone.href}>
            Call {site.phone.display}
          </a>{' '}
          <a className="btn btn--outline" href="/">
            Back to Home
          </a>
        </div>
      </PageHero>
      <section className="section audit-report" data-audit={report.publicId} data-audit-status={report.status}>
        <div className="container">
          {report.notice && (
            <p className="card lab-note audit-notice" role="alert">
              {report.notice}
            </p>
          )}
          {report.recheckFailed && (
            <p className="card lab-note audit-notice">
              We could not complete the new check of your site: {report.recheckFailed} This report shows your last complete check.
            </p>
          )}
          {pending ? (
            <AuditProgress report={report} />
          ) : report.status === 'done' ? (
            <FinishedReport report={report} />
          ) : (
            <>
              <p>{report.summary}</p>
              {report.recheck && <RecheckOffer recheck={report.recheck} />}
            </>
          )}
          <div className="audit-cta card">
            <h2>Want these fixed, and more found?</h2>
            <p>
              This free check reads up to {plural(report.maxPages, 'page', 'pages')} of your site for the technical basics. Your full audit
              from {site.name} goes further: every page, your content, your rankings and your competitors, and we will be in touch within{' '}
              {site.replyWithin}. If you would like to talk sooner, call us on <a href={site.phone.href}>{site.phone.display}</a> (
              {site.officeHours}).
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
