/**
 * The site check's report page. While the check runs it asks for the status every two seconds and
 * updates the progress in place (pages checked, the tally by severity with its labels, what has been found so far),
 * then reloads once the check is finished so the full report appears without a click; a finished
 * report whose phone measurement is still under way (its section marked `data-audit-lab="measuring"`)
 * asks too, and reloads once the measurement is recorded. Without
 * JavaScript the page reloads itself by a meta refresh instead. On a finished report it opens every
 * list of addresses before printing, for browsers the stylesheet's ::details-content rule misses,
 * and sends "Check again" by fetch: accepted, the page reloads into the new check's live progress;
 * refused, the reason shows beside the button (without JavaScript the form posts and the server
 * answers with the report and the reason). Its ready-to-paste fixes get their copy buttons (copy-fix.ts). A finished report, once visible, is counted as opened
 * (countView): a person seeing it, not a fetch.
 * Plain DOM code, no React. The server renders the same markup from the labels and order below
 * (src/views/pages/AuditReportPage.tsx imports them), so both always agree.
 */
import { startCopyButtons } from './copy-fix.js';
import { toast } from './toast-store.js';

const POLL_MS = 2000;

export type Severity = 'problem' | 'improvement' | 'passed';
/** A finding as GET /api/audit/:id gives it (no addresses, to keep each poll small). */
export interface FindingSummary {
  id: string;
  severity: Severity;
  message: string;
  total?: number;
}
interface StatusBody {
  status?: string;
  pages?: number;
  findings?: FindingSummary[];
  /** The phone measurement: `measuring` while it runs, then its result's status; null when there is none. */
  lab?: string | null;
  /** "How you compare": each site's check, once a competitor was asked for. */
  comparison?: { sites: { status: string }[] };
}

export const SEVERITIES: Severity[] = ['problem', 'improvement', 'passed'];
/** What the running report says once the crawl is done and the phone measurement runs (and only then). */
export const LAB_NOTE = 'The pages are read. Now measuring your home page in a phone’s browser.';
/** The tally's labels, for one and for any other number: each is read after its number ("1 Problem", "3 Problems"). */
const TALLY_LABELS: Record<Severity, [one: string, many: string]> = {
  problem: ['Problem', 'Problems'],
  improvement: ['Worth improving', 'Worth improving'],
  passed: ['Done well', 'Done well'],
};
/** The label beside a tally's number, agreeing with it. */
export const tallyLabel = (severity: Severity, n: number) => TALLY_LABELS[severity][n === 1 ? 0 : 1];
/** The tag before each finding found so far (passed checks are counted, not listed). */
export const FOUND_TAGS: Record<Exclude<Severity, 'passed'>, string> = { problem: 'Problem', improvement: 'Worth improving' };

/** How many findings there are of each severity. */
export function tally(findings: Pick<FindingSummary, 'severity'>[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { problem: 0, improvement: 0, passed: 0 };
  for (const f of findings) counts[f.severity]++;
  return counts;
}

/** What the running report lists: the problems found so far, then the improvements. */
export function foundSoFar<F extends FindingSummary>(findings: F[]): (F & { severity: Exclude<Severity, 'passed'> })[] {
  const of = (severity: Exclude<Severity, 'passed'>) =>
    findings.filter((f): f is F & { severity: typeof severity } => f.severity === severity);
  return [...of('problem'), ...of('improvement')];
}

/** Sets an element's text only when it changed: rewriting the polite status region would announce it again. */
function setText(el: Element | null, text: string): void {
  if (el && el.textContent !== text) el.textContent = text;
}

/** One item of the found-so-far list, as the server renders it. */
function foundItem(f: ReturnType<typeof foundSoFar>[number]): HTMLLIElement {
  const li = document.createElement('li');
  li.className = `audit-found-item audit-found-item--${f.severity}`;
  const span = document.createElement('span');
  span.className = 'audit-tag';
  span.textContent = FOUND_TAGS[f.severity];
  li.append(span, ` ${f.message}`);
  return li;
}

/** Shows a poll's answer: the pages count, the tally and the list, each rewritten only when it changed. */
function showProgress(report: HTMLElement, body: StatusBody): void {
  const findings = Array.isArray(body.findings) ? body.findings : [];
  setText(report.querySelector('[data-audit-pages]'), String(body.pages ?? 0));
  const counts = tally(findings);
  for (const severity of SEVERITIES) {
    setText(report.querySelector(`[data-audit-count="${severity}"]`), String(counts[severity]));
    setText(report.querySelector(`[data-audit-count-label="${severity}"]`), tallyLabel(severity, counts[severity]));
  }
  const list = report.querySelector('[data-audit-found]');
  const found = foundSoFar(findings);
  const text = found.map((f) => `${FOUND_TAGS[f.severity]} ${f.message}`).join('');
  if (list && list.textContent !== text) list.replaceChildren(...found.map(foundItem));
  // Empty and hidden unless the phone is being measured: a text browser or a screen reader reads nothing untrue.
  setText(report.querySelector('[data-audit-lab-note]'), body.lab === 'measuring' ? LAB_NOTE : '');
  const labNote = report.querySelector<HTMLElement>('[data-audit-lab-note]');
  if (labNote && labNote.hidden !== (body.lab !== 'measuring')) labNote.hidden = body.lab !== 'measuring';
}

/** Opens the report's closed lists of addresses and folded fixes for printing, and closes them again afterwards. */
function openAddressesForPrint(report: HTMLElement): void {
  let opened: HTMLDetailsElement[] = [];
  window.addEventListener('beforeprint', () => {
    opened = [...report.querySelectorAll<HTMLDetailsElement>('details:is(.audit-urls, .fix-fold):not([open])')];
    for (const details of opened) details.open = true;
  });
  window.addEventListener('afterprint', () => {
    for (const details of opened) details.open = false;
    opened = [];
  });
}

/** "Check again" by fetch: the page reloads into the new check's progress, or says why it cannot be run now. */
function upgradeRecheck(report: HTMLElement): void {
  const form = report.querySelector<HTMLFormElement>('form[data-audit-recheck]');
  const said = form?.querySelector<HTMLElement>('[data-audit-recheck-status]');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      });
      if (res.ok) return window.location.reload();
      const body = (await res.json().catch(() => ({}))) as { message?: unknown };
      setText(
        said ?? null,
        typeof body.message === 'string' ? body.message : 'Your site could not be checked again just now. Please try again shortly.',
      );
    } catch {
      setText(said ?? null, 'Your connection dropped before the request went through. Please try again.');
    }
    if (button) button.disabled = false;
  });
}

/**
 * "Compare with a competitor" by fetch: the addresses sent as JSON; queued, the page reloads at the
 * comparison, which shows each competitor being checked; refused, a toast and the form say why, and
 * each address stays as typed with its own error beside it, as the plain form's answer shows them.
 */
function upgradeCompare(report: HTMLElement): void {
  const form = report.querySelector<HTMLFormElement>('form[data-audit-compare]');
  const said = form?.querySelector<HTMLElement>('[data-audit-compare-status]');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    const inputs = [...form.querySelectorAll<HTMLInputElement>('input[name^="competitor"]')];
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(Object.fromEntries(inputs.map((input) => [input.name, input.value]))),
      });
      if (res.ok) {
        window.location.hash = 'comparison';
        return window.location.reload();
      }
      const body = (await res.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
      const errors = Array.isArray(body.errors) ? body.errors : [];
      inputs.forEach((input, i) => showFieldError(input, typeof errors[i] === 'string' ? errors[i] : undefined));
      const message =
        typeof body.message === 'string' ? body.message : 'Your competitors could not be added just now. Please try again shortly.';
      setText(said ?? null, message);
      toast({ title: 'Not compared yet', description: message, variant: 'destructive' });
    } catch {
      setText(said ?? null, 'Your connection dropped before the request went through. Please try again.');
    }
    if (button) button.disabled = false;
  });
}

/** A field's error beside it, as the server renders it (`field-error`, tied by aria-describedby), or none. */
function showFieldError(input: HTMLInputElement, error: string | undefined): void {
  const id = `${input.id}-error`;
  document.getElementById(id)?.remove();
  input.removeAttribute('aria-invalid');
  input.removeAttribute('aria-describedby');
  if (!error) return;
  const p = document.createElement('p');
  p.className = 'field-error';
  p.id = id;
  p.textContent = error;
  input.after(p);
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

/**
 * Tells the server the finished report is being shown to a person (POST /audit/<id>/viewed): once,
 * as soon as the page is visible, never while it is prerendered or in a background tab, never from
 * the staff email's link (?via=staff-email). A link scanner that only fetches the page runs no script.
 */
function countView(id: string): void {
  if (new URLSearchParams(window.location.search).get('via') === 'staff-email') return;
  const doc = document as Document & { prerendering?: boolean };
  const visible = () => document.visibilityState === 'visible' && !doc.prerendering;
  const send = () => void fetch(`/audit/${encodeURIComponent(id)}/viewed`, { method: 'POST', keepalive: true }).catch(() => undefined);
  if (visible()) {
    send();
    return;
  }
  const shown = () => {
    if (!visible()) return;
    document.removeEventListener('visibilitychange', shown);
    document.removeEventListener('prerenderingchange', shown);
    send();
  };
  document.addEventListener('visibilitychange', shown);
  document.addEventListener('prerenderingchange', shown);
}

export function startAuditProgress(): void {
  const report = document.querySelector<HTMLElement>('[data-audit]');
  const id = report?.dataset.audit;
  const status = report?.dataset.auditStatus;
  if (!report || id === undefined) return;
  upgradeRecheck(report);
  upgradeCompare(report);
  const running = status === 'queued' || status === 'running';
  const measuring = status === 'done' && report.querySelector('[data-audit-lab="measuring"]') !== null;
  const comparing = status === 'done' && report.querySelector('[data-comparing]') !== null;
  if (status === 'done') {
    openAddressesForPrint(report);
    startCopyButtons(report);
  }
  if (!running && !measuring) countView(id);
  if (!running && !measuring && !comparing) return;
  const settled = (body: StatusBody) => (body.comparison?.sites ?? []).every((s) => s.status !== 'queued' && s.status !== 'running');
  // What this page shows has changed: the check finished, the phone measurement was recorded, or the competitors were checked.
  const changed = (body: StatusBody) =>
    running
      ? body.status !== 'queued' && body.status !== 'running'
      : body.status !== 'done' || (measuring ? body.lab !== 'measuring' : settled(body));
  const poll = async () => {
    try {
      const res = await fetch(`/api/audit/${encodeURIComponent(id)}`, { cache: 'no-store' });
      const body = (await res.json()) as StatusBody;
      if (res.ok && changed(body)) return window.location.reload();
      if (res.ok && running) showProgress(report, body);
    } catch {
      /* offline for a moment: try again */
    }
    setTimeout(poll, POLL_MS);
  };
  setTimeout(poll, POLL_MS);
}
