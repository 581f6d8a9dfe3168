/**
 * "Check again" on the report (src/audit/checks/rechecks.ts): the offer (a plain form, which the report's
 * island sends by fetch), what changed since the check before (the score overall and by part, the
 * findings fixed, smaller, new, still open and not read this time, each linking to its details, what
 * could not be read this time, and the phone figures with their noise band), what changed since the
 * first check, and the earlier checks of this report. A re-check that failed says so while the
 * report keeps the last good one.
 */
import type { AuditReportViewRechecks, CheckComparison, Finding, LabChange } from '../../audit/index.js';
import { formatVital } from '../../shared/vitals.js';
import { plural } from '../../shared/words.js';
import { RECHECK_TOOL } from '../../islands/agent-tools.js';

const GROUP_LABELS = { search: 'Search', ai: 'AI search', local: 'Local' } as const;
const LAB_LABELS = { Speed: 'Speed on a phone', LCP: 'LCP on a phone', CLS: 'CLS on a phone', TBT: 'TBT on a phone' } as const;
const scoreText = (score: number | null) => (score === null ? 'not scored' : String(score));
const labText = (metric: LabChange['metric'], value: number | null) =>
  value === null ? 'not measured' : metric === 'Speed' ? `${Math.round(value)} out of 100` : formatVital(metric, value);
const bandText = (m: LabChange) =>
  m.band === null ? '' : m.metric === 'Speed' ? `±${Math.round(m.band)} points` : `±${formatVital(m.metric, m.band)}`;

/** A score's move: "up 5", "down 3", "no change". */
function scoreMove(before: number | null, after: number | null): string {
  if (before === null || after === null) return '';
  const delta = after - before;
  return delta > 0 ? `up ${delta}` : delta < 0 ? `down ${-delta}` : 'no change';
}

/** Why a phone figure is shown beside the one before without being compared with it. */
const NOT_COMPARED: Record<NonNullable<LabChange['notCompared']>, string> = {
  'different-page': 'a different page',
  'different-engine': 'measured by another version of Lighthouse',
  uncertain: 'one measurement was uncertain',
};

/** A phone figure's move, called a change only beyond its noise band. */
function labMove(m: LabChange): string {
  if (m.change === null && m.before !== null && m.after !== null)
    return `not compared (${NOT_COMPARED[m.notCompared ?? 'different-page']})`;
  if (m.change === null) return '';
  const band = bandText(m);
  if (m.change === 'same') return `about the same (within ${band}${m.basis === 'own' ? ', how far your earlier checks varied' : ''})`;
  const word = m.metric === 'Speed' ? (m.change === 'better' ? 'better' : 'worse') : m.change === 'better' ? 'faster' : 'slower';
  return `${word} (beyond ${band})`;
}

/**
 * One row of the comparison, in three narrow columns (a phone keeps them side by side): the part, its
 * figure before, and its figure now with how it moved under it.
 */
function ChangeRow(props: { label: string; before: string; now: string; move: string; metric?: string }) {
  return (
    <tr data-lab-metric={props.metric}>
      <th scope="row">{props.label}</th>
      <td>{props.before}</td>
      <td>
        {props.now}
        {props.move && <span className="audit-change-move">{props.move}</span>}
      </td>
    </tr>
  );
}

/** The offer: a form that posts without JavaScript (answered with a 303 back here); its note when it cannot be used now. */
export function RecheckOffer({ recheck }: Pick<AuditReportViewRechecks, 'recheck'>) {
  return (
    <form className="card audit-recheck" method="post" action={recheck.action} data-audit-recheck="" {...RECHECK_TOOL}>
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

interface ChangeItem {
  id: string;
  text: string;
  note?: string;
}

/** One list of findings that changed, each linking to its details on this page when it is still judged. */
function ChangeList({ title, items, judged }: { title: string; items: ChangeItem[]; judged: Set<string> }) {
  if (!items.length) return null;
  return (
    <div className="audit-change-list">
      <h3>
        {title} ({items.length})
      </h3>
      <ul>
        {items.map((f) => (
          <li key={f.id}>
            {judged.has(f.id) ? <a href={`#finding-${f.id}`}>{f.text}</a> : f.text}
            {f.note ? <span className="audit-change-note"> {f.note}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const items = (findings: Finding[]): ChangeItem[] => findings.map((f) => ({ id: f.id, text: f.message }));

/** The counts in a sentence: "3 of the 9 things we found are fixed, 1 is smaller, and 2 could not be read this time". */
function countsSentence(c: CheckComparison): string {
  const parts = [
    `${c.fixed.length} of the ${plural(c.problemsBefore, 'thing', 'things')} we found ${c.fixed.length === 1 ? 'is' : 'are'} fixed`,
  ];
  if (c.improved.length) parts.push(`${c.improved.length} ${c.improved.length === 1 ? 'is' : 'are'} smaller`);
  if (c.notRead.length) parts.push(`${c.notRead.length} could not be read this time`);
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** What this check could not read that the one before did, and the pages each read. */
function UnreadNote({ unread }: { unread: CheckComparison['unread'] }) {
  const said = [...unread.files.map((f) => `${f.name} (${f.why})`), ...unread.pages.map((p) => `${p.url} (${p.why})`)];
  if (!said.length) return null;
  return (
    <p className="audit-unread" data-audit-unread="">
      Not read this time: {said.join('; ')}. We read {plural(unread.pagesBefore, 'page', 'pages')} before and {unread.pagesAfter} this time.
      What we found there before is listed under "Not read this time": neither fixed nor still open.
    </p>
  );
}

/** Findings that became smaller, each as it reads now with what it was. */
const smaller = (improved: CheckComparison['improved']) =>
  improved.map(({ before, now }) => ({ id: now.id, text: now.message, note: `(was: ${before.message})` }));

/** "Since your last check" (and "Since your first check" from the third check on). */
export function SinceLastCheck({
  changes,
  sinceFirst,
  findings,
  measuring = false,
}: Pick<AuditReportViewRechecks, 'changes' | 'sinceFirst'> & { findings: Finding[]; measuring?: boolean }) {
  if (!changes) return null;
  const judged = new Set(findings.map((f) => f.id));
  const { score } = changes;
  const move = scoreMove(score.before, score.after);
  return (
    <section className="audit-group audit-changes" aria-labelledby="audit-changes">
      <h2 id="audit-changes" className="section-title">
        Since your last check
      </h2>
      <p className="section-subtitle">
        Compared with your check on {changes.since}: your score went from {scoreText(score.before)} to {scoreText(score.after)}
        {move ? ` (${move})` : ''}, and {countsSentence(changes)}.
        {changes.notRead.length ? ' Some of the change in score may come from what we could not read this time, not from your site.' : ''}
      </p>
      <UnreadNote unread={changes.unread} />
      <div className="lab-table-wrap">
        <table className="audit-change-table">
          <thead>
            <tr>
              <th scope="col">Part</th>
              <th scope="col">Before</th>
              <th scope="col">Now</th>
            </tr>
          </thead>
          <tbody>
            <ChangeRow label="Overall score" before={scoreText(score.before)} now={scoreText(score.after)} move={move} />
            {changes.groups
              .filter((g) => g.before !== null || g.after !== null)
              .map((g) => (
                <ChangeRow
                  key={g.group}
                  label={GROUP_LABELS[g.group]}
                  before={scoreText(g.before)}
                  now={scoreText(g.after)}
                  move={`${scoreMove(g.before, g.after)}${g.notRead ? ` (${g.notRead} not read this time)` : ''}`}
                />
              ))}
            {changes.lab
              .filter((m) => m.before !== null || m.after !== null || measuring)
              .map((m) => (
                <ChangeRow
                  key={m.metric}
                  metric={m.metric}
                  label={LAB_LABELS[m.metric]}
                  before={labText(m.metric, m.before)}
                  now={m.after === null && measuring ? 'being measured' : labText(m.metric, m.after)}
                  move={labMove(m)}
                />
              ))}
          </tbody>
        </table>
      </div>
      {changes.lab.some((m) => m.band !== null) && (
        <p className="audit-lab-noise">
          A phone measurement moves from one run to the next even when nothing on the page changed, so we call a figure faster or slower
          only when it moved by more than the band shown: ours, set wider than what one unchanged page varied by on our server, or how far
          this page varied across your earlier checks, when that is wider.
        </p>
      )}
      <div className="audit-change-lists">
        <ChangeList title="Fixed" items={items(changes.fixed)} judged={judged} />
        <ChangeList title="Smaller now" items={smaller(changes.improved)} judged={judged} />
        <ChangeList title="New" items={items(changes.added)} judged={judged} />
        <ChangeList title="Still to do" items={items(changes.open)} judged={judged} />
        <ChangeList
          title="Not read this time"
          items={changes.notRead.map(({ before, why }) => ({ id: before.id, text: before.message, note: `(${why})` }))}
          judged={judged}
        />
      </div>
      <SinceFirstCheck changes={sinceFirst} judged={judged} />
    </section>
  );
}

/** The progress since the first check, so a re-check with nothing new does not hide it. */
function SinceFirstCheck({ changes, judged }: { changes: AuditReportViewRechecks['sinceFirst']; judged: Set<string> }) {
  if (!changes) return null;
  const { score } = changes;
  const move = scoreMove(score.before, score.after);
  return (
    <div className="audit-since-first" data-audit-since-first="">
      <h3 className="audit-since-first-title">Since your first check</h3>
      <p>
        Compared with your first check on {changes.since}: your score went from {scoreText(score.before)} to {scoreText(score.after)}
        {move ? ` (${move})` : ''}, and {countsSentence(changes)}.
      </p>
      <div className="audit-change-lists">
        <ChangeList title="Fixed since your first check" items={items(changes.fixed)} judged={judged} />
        <ChangeList title="Smaller since your first check" items={smaller(changes.improved)} judged={judged} />
      </div>
    </div>
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
