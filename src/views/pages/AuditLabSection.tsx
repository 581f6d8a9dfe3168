/**
 * "Your home page on a phone": the site check's lab run (Lighthouse in Chromium as a phone) on the
 * report page. Lighthouse's final screenshot, LCP, CLS and TBT against Google's bands (drawn as the
 * field report's charts draw them: three tinted bands, a dark mark at the value, each band named in
 * text), the performance score, the three largest savings and the accessibility problems with their
 * fixes; further pages as a compact table; and what measured them, named as PageSpeed Insights names
 * it, so a prospect who checks the figures there knows what to compare. Also what it says while
 * measuring, when the run timed out or failed, and when the server has no browser.
 */
import type { LabEngine, LabPage, LabResult, LabView } from '../../audit/index.js';
import { byteSize, plural, pathOf } from '../../shared/words.js';
import { BAND_STYLE, THRESHOLDS, formatVital, verdictOf, type Verdict, type VitalMetric } from '../../shared/vitals.js';

const VITALS: { metric: VitalMetric & ('LCP' | 'CLS' | 'TBT'); key: 'lcpMs' | 'cls' | 'tbtMs'; name: string; what: string }[] = [
  {
    metric: 'LCP',
    key: 'lcpMs',
    name: 'Largest Contentful Paint (LCP)',
    what: 'How long until the biggest thing on the screen, usually a photo or the headline, has shown.',
  },
  {
    metric: 'CLS',
    key: 'cls',
    name: 'Cumulative Layout Shift (CLS)',
    what: 'How much the page jumps about as it loads. Near 0 means nothing moves under a visitor’s thumb.',
  },
  {
    metric: 'TBT',
    key: 'tbtMs',
    name: 'Total Blocking Time (TBT)',
    what: 'How long the page was too busy running scripts to answer a tap while it loaded.',
  },
];

/** Lighthouse's own colours for a 0 to 100 score: 90 and over is good, under 50 is poor. */
const scoreVerdict = (score: number): Verdict => (score >= 90 ? 'good' : score >= 50 ? 'needs-improvement' : 'poor');

/**
 * One value against its good / needs improvement / poor bands: from 0 to 1.4 times the poor limit
 * (or a little past the value), as src/reports/charts.ts scales them. The words beside it say the
 * same, so the drawing is decoration for screen readers.
 */
function BandGauge({ metric, value }: { metric: VitalMetric; value: number }) {
  const [good, poor] = THRESHOLDS[metric];
  const max = Math.max(poor * 1.4, value * 1.1);
  const W = 300;
  // In tenths of a unit: 91.8, not the 91.80000000000001 a subtraction of two leaves.
  const tenths = (n: number) => Math.round(n * 10) / 10;
  const x = (v: number) => tenths((Math.min(v, max) / max) * W);
  const bands: { verdict: Verdict; from: number; to: number }[] = [
    { verdict: 'good', from: 0, to: good },
    { verdict: 'needs-improvement', from: good, to: poor },
    { verdict: 'poor', from: poor, to: max },
  ];
  const mark = x(value);
  return (
    <svg className="lab-gauge" viewBox={`0 0 ${W} 40`} width={W} height="40" aria-hidden="true" focusable="false">
      {bands.map((b) => (
        <rect
          key={b.verdict}
          x={x(b.from)}
          y="8"
          width={tenths(x(b.to) - x(b.from))}
          height="14"
          fill={BAND_STYLE[b.verdict].fill}
          fillOpacity={b.verdict === verdictOf(metric, value) ? 0.9 : 0.35}
        />
      ))}
      <rect x={Math.max(0, Math.min(W - 4, mark - 2))} y="2" width="4" height="26" rx="1" className="lab-gauge-mark" />
      {[good, poor].map((limit) => (
        <text key={limit} x={x(limit)} y="37" textAnchor="middle" className="lab-gauge-label">
          {formatVital(metric, limit)}
        </text>
      ))}
    </svg>
  );
}

/** "Poor" with its band's colour as a dot before it. */
function VerdictTag({ verdict }: { verdict: Verdict }) {
  return <span className={`lab-verdict lab-verdict--${verdict}`}>{BAND_STYLE[verdict].name}</span>;
}

/** LCP, CLS and TBT, each with its value, verdict, bands and what it means; doubted figures as "about", with no verdict. */
function Vitals({ page }: { page: LabPage }) {
  return (
    <ul className="lab-vitals">
      {VITALS.map(({ metric, key, name, what }) => {
        const value = page[key];
        const [good, poor] = THRESHOLDS[metric];
        return (
          <li key={metric} className="lab-vital">
            <h3>{name}</h3>
            {value === null ? (
              <p className="lab-vital-value">Not measured</p>
            ) : page.uncertain ? (
              <p className="lab-vital-value">
                About {formatVital(metric, value)} <span className="lab-uncertain">uncertain</span>
              </p>
            ) : (
              <>
                <p className="lab-vital-value">
                  <strong>{formatVital(metric, value)}</strong> <VerdictTag verdict={verdictOf(metric, value)} />
                </p>
                <BandGauge metric={metric} value={value} />
                <p className="lab-vital-limits">{`Good up to ${formatVital(metric, good)}, poor above ${formatVital(metric, poor)}.`}</p>
              </>
            )}
            <p className="lab-vital-what">{what}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** A 0 to 100 score with Lighthouse's verdict, "about" it with no verdict when `uncertain`, or "not measured". */
function Score({ label, score, uncertain }: { label: string; score: number | null; uncertain: boolean }) {
  return (
    <p className="lab-score">
      <span className="lab-score-label">{label}</span>{' '}
      {score === null ? (
        <span>not measured</span>
      ) : uncertain ? (
        <span>
          about {score} out of 100 <span className="lab-uncertain">uncertain</span>
        </span>
      ) : (
        <>
          <strong className={`lab-score-value lab-score-value--${scoreVerdict(score)}`}>{score}</strong>
          <span className="lab-score-of"> out of 100</span>
        </>
      )}
    </p>
  );
}

/** The three largest estimated savings, in plain words. */
function Opportunities({ page }: { page: LabPage }) {
  if (!page.opportunities.length) return <p>Lighthouse found nothing large to save on loading this page.</p>;
  return (
    <ol className="lab-list">
      {page.opportunities.map((o) => (
        <li key={o.id}>{o.text}</li>
      ))}
    </ol>
  );
}

/** Each accessibility problem Lighthouse's audits (axe-core) found, with how to fix it. */
function AccessibilityProblems({ page }: { page: LabPage }) {
  if (!page.accessibilityProblems.length)
    return <p>The automated accessibility checks found no problems. A person using a screen reader may still find some.</p>;
  return (
    <ul className="lab-problems">
      {page.accessibilityProblems.map((p) => (
        <li key={p.id}>
          <p className="lab-problem-title">
            {p.title} <span className="lab-problem-count">({plural(p.count, 'element', 'elements')})</span>
          </p>
          <p className="lab-fix">
            <strong>How to fix it:</strong>
            {` ${p.fix}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The start page's screenshot beside its scores and the three measures. */
function PhoneFigures({ page, publicId, version }: { page: LabPage; publicId: string; version: string }) {
  return (
    <div className="lab-main">
      {page.screenshot && (
        <figure className="lab-phone">
          <img
            // The address is cached for good, and a re-check makes a new screenshot: its run's time tells them apart.
            src={`/audit/${publicId}/lab/0.jpg?v=${encodeURIComponent(version)}`}
            width="412"
            height="823"
            // Lazy: it is below the first screen, and fetched with it, its 30 KB shared the phone's first
            // round trips with the page. Chromium loads it before printing (lab-report.test.ts prints it).
            loading="lazy"
            decoding="async"
            alt="Your home page on the test phone's screen as it finished loading."
          />
          <figcaption>As the test phone showed it when it finished loading.</figcaption>
        </figure>
      )}
      <div className="lab-figures">
        <div className="lab-scores">
          {/* Accessibility is axe-core's finding of the page's markup: no machine's speed changes it. */}
          <Score label="Performance" score={page.performance} uncertain={Boolean(page.uncertain)} />
          <Score label="Accessibility" score={page.accessibility} uncertain={false} />
        </div>
        <Vitals page={page} />
      </div>
    </div>
  );
}

/** Lighthouse's Agentic Browsing category for the start page: a preview of drafts, shown and not scored. */
function AgentReadiness({ agentic }: { agentic: NonNullable<LabPage['agentic']> }) {
  return (
    <div className="card lab-card lab-card--wide">
      <h3>Ready for AI agents</h3>
      <p>
        Lighthouse's Agentic Browsing checks, from the same run:{' '}
        {agentic.score === null ? 'not scored' : <strong>{agentic.score} out of 100</strong>}. They look at what an AI agent that browses
        for a person needs (forms it can use, a page it can read, an llms.txt). Most rest on drafts that Chrome is previewing, so they are
        here to be ready for what is coming: they are not part of your score.
      </p>
      {agentic.failing.length ? (
        <ul className="lab-list">
          {agentic.failing.map((a) => (
            <li key={a.id}>{a.title}</li>
          ))}
        </ul>
      ) : (
        <p>Every one of them passed, or did not apply to this page.</p>
      )}
    </div>
  );
}

/** The start page's three largest savings beside its accessibility problems, and its readiness for agents when measured. */
function PhoneDetails({ page }: { page: LabPage }) {
  return (
    <div className="lab-details">
      <div className="card lab-card">
        <h3>Where it could be faster</h3>
        <Opportunities page={page} />
      </div>
      <div className="card lab-card">
        <h3>Accessibility problems found</h3>
        <AccessibilityProblems page={page} />
      </div>
      {page.agentic && <AgentReadiness agentic={page.agentic} />}
    </div>
  );
}

/** A value with its verdict in words, for the further pages' table; "about" it, with no verdict, when `uncertain`. */
function Cell({ metric, value, uncertain }: { metric: VitalMetric; value: number | null; uncertain: boolean }) {
  if (value === null) return <td data-label={metric}>Not measured</td>;
  if (uncertain) return <td data-label={metric}>About {formatVital(metric, value)} (uncertain)</td>;
  return (
    <td data-label={metric}>
      {formatVital(metric, value)} <VerdictTag verdict={verdictOf(metric, value)} />
    </td>
  );
}

/** Further pages (AUDIT_LAB_PAGES), one row each. */
function MorePages({ pages }: { pages: LabPage[] }) {
  if (!pages.length) return null;
  return (
    <div className="lab-more">
      <h3>Other pages on a phone</h3>
      <div className="lab-table-wrap">
        <table className="lab-table">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">LCP</th>
              <th scope="col">CLS</th>
              <th scope="col">TBT</th>
              <th scope="col">Performance</th>
              <th scope="col">Accessibility problems</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => (
              <tr key={p.url}>
                <th scope="row">{pathOf(p.url)}</th>
                {p.problem ? <td colSpan={5}>{p.problem}</td> : <MeasuredCells page={p} />}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A measured page's figures, as the further pages' table shows them. */
function MeasuredCells({ page: p }: { page: LabPage }) {
  return (
    <>
      <Cell metric="LCP" value={p.lcpMs} uncertain={Boolean(p.uncertain)} />
      <Cell metric="CLS" value={p.cls} uncertain={Boolean(p.uncertain)} />
      <Cell metric="TBT" value={p.tbtMs} uncertain={Boolean(p.uncertain)} />
      <td data-label="Performance">
        {p.performance === null
          ? 'Not measured'
          : `${p.uncertain ? 'About ' : ''}${p.performance} out of 100${p.uncertain ? ' (uncertain)' : ''}`}
      </td>
      <td data-label="Accessibility problems">{p.accessibilityProblems.length}</td>
    </>
  );
}

/** Why a run has nothing (or not everything) to show, in a sentence. */
function statusNote(result: LabResult, labMs: number): string | null {
  switch (result.status) {
    case 'done':
      return null;
    case 'timed-out':
      return `The browser measurement did not finish within ${Math.round(labMs / 1000)} seconds${result.pages.length ? ', so it shows the pages measured before then' : ''}.`;
    case 'failed':
    case 'our-failure':
      return result.message ?? 'The browser measurement broke off before it could measure your page.';
    case 'unavailable':
      return 'The browser measurement is not available, so this check has no phone figures. Everything else in this report stands.';
  }
}

/** What the proxy's byte caps refused, in a sentence, or null when neither was reached. */
function cutNote({ usage }: LabResult): string | null {
  if (!usage?.cut) return null;
  const refused = usage.refusedAfterCut ? ` and ${plural(usage.refusedAfterCut, 'further request', 'further requests')} refused` : '';
  const limit = usage.limit ? ` (${byteSize(usage.limit)})` : '';
  return usage.cut === 'upload'
    ? `Your page sent ${byteSize(usage.sent)} to other servers while it was measured, more than our test phone allows${limit}, so its connections were cut${refused}.`
    : `Our test phone received ${byteSize(usage.received)} from your pages while it measured them, more than it allows${limit}, so their connections were cut${refused}.`;
}

/** "Measured with Lighthouse 13.5.0 · Emulated Moto G Power · Slow 4G throttling · Chromium 156". */
function EngineNote({ engine }: { engine: LabEngine }) {
  const parts = [`Lighthouse ${engine.lighthouse}`, engine.device, engine.throttling, ...(engine.browser ? [engine.browser] : [])];
  return <p className="lab-engine">Measured with {parts.join(' · ')}</p>;
}

/** Why the start page's figures are only a rough guide, as a list; nothing when Lighthouse trusted them. */
function UncertainNote({ page }: { page: LabPage }) {
  if (!page.uncertain) return null;
  return (
    <div className="card lab-note">
      <p>
        Treat these figures as a rough guide, not a measurement of your page
        {page.tries === 2 ? ' (we measured it twice, and both runs were in doubt)' : ''}:
      </p>
      <ul>
        {page.uncertain.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}

/** The report's phone section; nothing when no lab run was made for this check. */
export function AuditLabSection({ lab, publicId }: { lab: LabView; publicId: string }) {
  if (lab.state === 'none') return null;
  const result = lab.state === 'recorded' ? lab.result : null;
  const [first, ...more] = result?.pages ?? [];
  // A start page that went elsewhere or could not be loaded has no figures: its sentence says why.
  const home = first?.problem ? undefined : first;
  const note = result && statusNote(result, lab.labMs);
  const cut = result && cutNote(result);
  // Only refusals for a private or internal address are called that (results before it was counted say nothing).
  const blocked = result?.blocked.private ?? 0;
  // Every page of a run is measured by the same engine: named once, from the first page with figures
  // (results recorded before it was kept name none).
  const engine = result?.pages.find((p) => !p.problem && p.engine)?.engine;
  return (
    <section
      className="audit-group lab"
      aria-labelledby="audit-lab"
      data-audit-lab={lab.state === 'measuring' ? 'measuring' : result?.status}
    >
      {/* The heading, its introduction and the figures are one block, so a printed page never parts them. */}
      <div className="lab-lead">
        <h2 id="audit-lab" className="section-title">
          Your home page on a phone
        </h2>
        {(lab.state === 'measuring' || home) && (
          <p className="section-subtitle">
            We opened your home page in a real browser set up as a mid-range phone on a mobile connection (Lighthouse’s mobile test), and
            measured what a visitor feels: how soon the page shows, whether it jumps about, and whether it freezes.
          </p>
        )}
        {lab.state === 'measuring' && (
          <p className="card lab-note" role="status">
            Measuring your home page on a phone now. This takes at most {Math.round(lab.labMs / 1000)} seconds, and this page updates by
            itself.
          </p>
        )}
        {note && <p className="card lab-note">{note}</p>}
        {first?.problem && <p className="card lab-note">{first.problem}</p>}
        {home && <UncertainNote page={home} />}
        {home && result && <PhoneFigures page={home} publicId={publicId} version={result.finished_at.replace(/\D/g, '')} />}
      </div>
      {home && <PhoneDetails page={home} />}
      <MorePages pages={more} />
      {engine && <EngineNote engine={engine} />}
      {cut && <p className="lab-blocked">{cut}</p>}
      {!cut && result?.usage && result.pages.length > 0 && (
        <p className="lab-blocked">Your pages and everything they loaded came to {byteSize(result.usage.received)} on our test phone.</p>
      )}
      {blocked > 0 && (
        <p className="lab-blocked">
          Your page asked for {plural(blocked, 'address', 'addresses')} our check does not visit (private or internal addresses), and the
          browser was not allowed to load {blocked === 1 ? 'it' : 'them'}.
        </p>
      )}
    </section>
  );
}
