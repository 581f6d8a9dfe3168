/**
 * The site check's report page while the check runs: asks for its status every two seconds and
 * reloads the page once it is finished, so the findings appear without a click. (Without
 * JavaScript the page reloads itself by a meta refresh instead.) Plain DOM code, no React.
 */
const POLL_MS = 2000;

export function startAuditProgress(): void {
  const report = document.querySelector<HTMLElement>('[data-audit]');
  const status = report?.dataset.auditStatus;
  if (!report || (status !== 'queued' && status !== 'running')) return;
  const poll = async () => {
    try {
      const res = await fetch(`/api/audit/${encodeURIComponent(report.dataset.audit!)}`, { cache: 'no-store' });
      const body = (await res.json()) as { status?: string };
      if (res.ok && body.status !== 'queued' && body.status !== 'running') return window.location.reload();
    } catch {
      /* offline for a moment: try again */
    }
    setTimeout(poll, POLL_MS);
  };
  setTimeout(poll, POLL_MS);
}
