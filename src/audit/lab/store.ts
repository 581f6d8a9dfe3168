/**
 * Where a lab run is kept: its result on the audit (`audits.lab`, JSON of LabResult), when it began
 * (`audits.lab_started_at`) and each page's final screenshot (`audit_lab_screenshots`). The report,
 * the staff email, the webhook, the export and the digest read `Audit.lab` through src/audit/checks/audits.ts.
 */
import type { DB } from '../../db/db.js';
import type { LabResult } from './result.js';

/** Marks the lab run of a check as under way, its first try: its report says "measuring" until the result is recorded. */
export function recordLabStart(db: DB, auditId: number): void {
  db.prepare('UPDATE audits SET lab_started_at = ?, lab_tries = 1 WHERE id = ?').run(new Date().toISOString(), auditId);
}

/** Records a lab run's result and its screenshots (index i is `lab.pages[i]`'s; undefined when none was taken). */
export function recordLab(db: DB, auditId: number, lab: LabResult, screenshots: (Buffer | undefined)[] = []): void {
  const shot = db.prepare('INSERT OR REPLACE INTO audit_lab_screenshots (audit_id, page_index, jpeg) VALUES (?, ?, ?)');
  db.transaction(() => {
    db.prepare('UPDATE audits SET lab = ? WHERE id = ?').run(JSON.stringify(lab), auditId);
    // The newest good check of the report keeps its phone figures too, for the next re-check's comparison.
    db.prepare("UPDATE audit_checks SET lab = ? WHERE id = (SELECT MAX(id) FROM audit_checks WHERE audit_id = ? AND status = 'done')").run(
      JSON.stringify(lab),
      auditId,
    );
    db.prepare('DELETE FROM audit_lab_screenshots WHERE audit_id = ?').run(auditId);
    screenshots.forEach((jpeg, index) => {
      if (jpeg) shot.run(auditId, index, jpeg);
    });
  }).immediate();
}

/** The JPEG of page `index`'s final screenshot in the check with this public id, if one was kept. */
export function labScreenshot(db: DB, publicId: string, index: number): Buffer | undefined {
  const row = db
    .prepare('SELECT s.jpeg FROM audit_lab_screenshots s JOIN audits a ON a.id = s.audit_id WHERE a.public_id = ? AND s.page_index = ?')
    .get(publicId, index) as { jpeg: Buffer } | undefined;
  return row?.jpeg;
}
