/** Default export for client.ts: the audit form as an island. */
export { AuditForm as default } from './AuditForm.js';
