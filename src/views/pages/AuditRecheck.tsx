/**
 * "Check again" on the report (src/audit/checks/rechecks.ts): the offer (a plain form, which the report's
 * island sends by fetch), what changed since the check before (the score overall and by part, the
 * findings fixed, new and still open, each linking to its details, and the phone figures), and the
 * earlier checks of this report. A re-check that failed says so while the report keeps the last good one.
 */
import type { AuditReportViewRechecks, Finding } from '../../audit/index.js';
import { formatVital } from '../../shared/vitals.js';
import { plural } from '../../shared/words.js';

const GROUP_LABELS = { search: 'Search', ai: 'AI search', local: 'Local' } as const;
const figure = (metric: 'LCP' | 'CLS' | 'TBT', value: number | null) => (value === null ? 'not measured' : formatVital(metric, value));
const scoreText = (score: number | null) => (score === null ? 'not scored' : String(score));

/** The offer: a form that posts without JavaScript (answered with a 303 back here); its note when it cannot be used now. */
export function RecheckOffer({ recheck }: Pick<AuditReportViewRechecks, 'recheck'>) {
  return (
    <form className="card audit-recheck" method="post" action={recheck.action} data-audit-recheck="">
      <div>
        <h2 className="audit-recheck-title">Fixed something? Check again</h2>
        <p>We run the same check of the same address, and this page shows what changed since this one. Your details are not sent again.</p>
        <p className="audit-recheck-status" role="status" data-audit-recheck-status="">
          {recheck.note ?? ''}
        </p>
      </div>
      {!recheck.note && (
        <button type="submit" className="btn btn--primary">
          Check again
        </button>
      )}
    </form>
  );
}

/** One list of findings that changed, each linking to its details on this page when it is still judged. */
function ChangeList({ title, findings, judged }: { title: string; findings: Finding[]; judged: Set<string> }) {
  if (!findings.length) return null;
  return (
    <div className="audit-change-list">
      <h3>
        {title} ({findings.length})
      </h3>
      <ul>
        {findings.map((f) => (
          <li key={f.id}>{judged.has(f.id) ? <a href={`#finding-${f.id}`}>{f.message}</a> : f.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** "Since your last check": the score before and after, by part, what was fixed, what is new, what is still open, the phone figures. */
export function SinceLastCheck({ changes, findings }: { changes: AuditReportViewRechecks['changes']; findings: Finding[] }) {
  if (!changes) return null;
  const judged = new Set(findings.map((f) => f.id));
  const { score } = changes;
  const delta = score.before !== null && score.after !== null ? score.after - score.before : null;
  return (
    <section className="audit-group audit-changes" aria-labelledby="audit-changes">
      <h2 id="audit-changes" className="section-title">
        Since your last check
      </h2>
      <p className="section-subtitle">
        Compared with your check on {changes.since}: your score went from {scoreText(score.before)} to {scoreText(score.after)}
        {delta === null ? '' : delta > 0 ? ` (up ${delta})` : delta < 0 ? ` (down ${-delta})` : ' (no change)'}, and{' '}
        {plural(changes.fixed.length, 'thing', 'things')} of the {changes.problemsBefore} we found{' '}
        {changes.fixed.length === 1 ? 'is' : 'are'} fixed.
      </p>
      <div className="lab-table-wrap">
        <table className="lab-table audit-change-table">
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Before</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Overall score</th>
              <td data-label="Before">{scoreText(score.before)}</td>
              <td data-label="Now">{scoreText(score.after)}</td>
            </tr>
            {changes.groups
              .filter((g) => g.before !== null || g.after !== null)
              .map((g) => (
                <tr key={g.group}>
                  <th scope="row">{GROUP_LABELS[g.group]}</th>
                  <td data-label="Before">{scoreText(g.before)}</td>
                  <td data-label="Now">{scoreText(g.after)}</td>
                </tr>
              ))}
            {changes.lab
              .filter((m) => m.before !== null || m.after !== null)
              .map((m) => (
                <tr key={m.metric}>
                  <th scope="row">{m.metric} on a phone</th>
                  <td data-label="Before">{figure(m.metric, m.before)}</td>
                  <td data-label="Now">{figure(m.metric, m.after)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <div className="audit-change-lists">
        <ChangeList title="Fixed" findings={changes.fixed} judged={judged} />
        <ChangeList title="New" findings={changes.added} judged={judged} />
        <ChangeList title="Still to do" findings={changes.open} judged={judged} />
      </div>
    </section>
  );
}

/** The earlier checks of this report, newest first: when, and the score (or that it failed). */
export function CheckHistory({ history }: Pick<AuditReportViewRechecks, 'history'>) {
  if (!history.length) return null;
  return (
    <section className="audit-group audit-history" aria-labelledby="audit-history">
      <h2 id="audit-history" className="section-title">
        Earlier checks
      </h2>
      <ul>
        {history.map((h, i) => (
          <li key={i}>
            {h.on}: {h.failed ? 'the check could not be completed' : `${scoreText(h.score)} out of 100`}
            {h.recheck ? '' : ' (your first check)'}
          </li>
        ))}
      </ul>
    </section>
  );
}
