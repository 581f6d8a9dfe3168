/**
 * The free SEO audit request form (spec 5). Server-rendered as a plain POST form that works
 * without JavaScript; hydrated as an island it submits with fetch (spec 4, 7, 8). Its inputs come
 * from the enquiry contract, the same list the server validates against.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  ENQUIRY_PATH,
  FORM_TOKEN_PATH,
  enquiryFields,
  formMeta,
  type EnquiryErrors,
  type EnquiryFieldSpec,
  type EnquiryFormState,
} from '../shared/enquiry-contract.js';
import type { AgentSubmitEvent } from '../shared/webmcp.js';
import { AUDIT_REQUEST_TOOL } from './agent-tools.js';
import { attributionPayload } from './attribution.js';
import { REDIRECT_DELAY_MS, messages } from './constants.js';
import { toast } from './toast-store.js';

export interface AuditFormProps extends EnquiryFormState {
  submitLabel: string;
  note: string;
  /** Path of the page the form is on, stored with the enquiry. */
  source: string;
}

/** The endpoint's origin is the form's own action, so a static export pointed at another API origin works too. */
const endpoint = (form: HTMLFormElement, path: string) => new URL(path, form.action || window.location.href).href;

/** Fetches the signed fill-time token; without one the enquiry is still accepted, just not timed. */
async function fetchFormToken(form: HTMLFormElement): Promise<string | undefined> {
  try {
    const res = await fetch(endpoint(form, FORM_TOKEN_PATH), { headers: { accept: 'application/json' } });
    const body = (await res.json()) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the form as JSON; resolves on success (with the site check's path when one was started),
 * throws with the server's message otherwise (spec 7, 8).
 */
export async function submitEnquiry(form: HTMLFormElement, extra: Record<string, unknown>): Promise<string | undefined> {
  const payload = { ...Object.fromEntries(new FormData(form).entries()), ...extra };
  const res = await fetch(endpoint(form, ENQUIRY_PATH), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
    credentials: 'include',
  });
  if (!res.ok) {
    let message: string = messages.errorFallback;
    try {
      const body = (await res.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      /* not JSON: keep the fallback */
    }
    throw new Error(message);
  }
  try {
    const body = (await res.json()) as { audit?: unknown };
    return typeof body.audit === 'string' && body.audit.startsWith('/audit/') ? body.audit : undefined;
  } catch {
    return undefined;
  }
}

/** Empties the enquiry fields after a successful send. */
function clearFields(form: HTMLFormElement) {
  for (const f of enquiryFields) {
    const el = form.elements.namedItem(f.name) as HTMLInputElement | HTMLTextAreaElement | null;
    if (el) el.value = '';
  }
}

/** The thank-you page; the site check's id rides along, so that page can link to its report. */
const thankYouPath = (audit: string | undefined) =>
  audit ? `/thank-you?audit=${encodeURIComponent(audit.slice('/audit/'.length))}` : '/thank-you';

/** What the agent that filled the form is told of the outcome: what the person sees, and where the report will be. */
type AgentOutcome = { received: true; message: string; thankYouPage: string; report?: string } | { received: false; message: string };

/**
 * The hydrated form's submit path: asks for the fill-time token on first focus, sends with fetch,
 * shows a toast, then goes to the thank-you page. `submitting` is true while a send is under way.
 *
 * A form an agent filled for the person (WebMCP: the submit event's `agentInvoked`) is sent the
 * same way, marked as sent through an agent and without the fill-time token: an agent fills in a
 * second, and the person's send must not be taken for a bot's. Without a token an enquiry is
 * accepted untimed, as it is from any browser that never fetched one (docs/enquiries.md). The agent
 * is told the outcome through the event's `respondWith`, which must be called before the handler
 * first waits.
 */
function useFetchSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const token = useRef<Promise<string | undefined> | undefined>(undefined);

  function onFocus(event: FormEvent<HTMLFormElement>) {
    token.current ??= fetchFormToken(event.currentTarget);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submit = event.nativeEvent as AgentSubmitEvent;
    const agent = submit.agentInvoked === true;
    let tell: ((outcome: AgentOutcome) => void) | undefined;
    if (agent && typeof submit.respondWith === 'function') submit.respondWith(new Promise<AgentOutcome>((resolve) => (tell = resolve)));
    setSubmitting(true);
    try {
      token.current ??= agent ? undefined : fetchFormToken(form);
      const formToken = agent ? undefined : await token.current;
      const audit = await submitEnquiry(form, {
        [formMeta.attribution]: attributionPayload(),
        ...(formToken ? { [formMeta.token]: formToken } : {}),
        ...(agent ? { [formMeta.agent]: true } : {}),
      });
      clearFields(form);
      toast({ title: messages.successTitle, description: messages.successText });
      const next = thankYouPath(audit);
      tell?.({
        received: true,
        message: `${messages.successTitle} ${messages.successText}`,
        thankYouPage: new URL(next, window.location.href).href,
        ...(audit ? { report: new URL(audit, window.location.href).href } : {}),
      });
      setTimeout(() => window.location.assign(next), REDIRECT_DELAY_MS);
    } catch (error) {
      console.error(error);
      const description = error instanceof Error && error.name !== 'TypeError' ? error.message : messages.errorUnknown;
      toast({ title: messages.errorTitle, description, variant: 'destructive' });
      tell?.({ received: false, message: description });
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, onFocus, onSubmit };
}

/** What was wrong with a re-shown no-JS submission: the whole-form problem, or links to each field at fault. */
function FormErrors({ errors, formError }: { errors: EnquiryErrors; formError?: string }) {
  const errorList = enquiryFields.filter((f) => errors[f.name]);
  if (!formError && errorList.length === 0) return null;
  return (
    // Moves a no-JS visitor straight to what needs fixing after the page is re-shown.
    <div className="form-errors" role="alert" tabIndex={-1} id="form-errors" autoFocus>
      {errorList.length === 0 ? (
        <p className="form-errors-title">{formError}</p>
      ) : (
        <>
          <p className="form-errors-title">Please check {errorList.length === 1 ? 'this field' : 'these fields'}:</p>
          <ul>
            {errorList.map((f) => (
              <li key={f.name}>
                <a href={`#field-${f.name}`}>{errors[f.name]}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** One labelled input or textarea, with its error under it when it has one. */
function FormField({ field: f, value, error }: { field: EnquiryFieldSpec; value: string; error?: string }) {
  const id = `field-${f.name}`;
  const common = {
    id,
    name: f.name,
    placeholder: f.placeholder,
    required: f.required,
    maxLength: f.maxLength,
    autoComplete: f.autoComplete,
    defaultValue: value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    toolparamdescription: f.forAgent,
  };
  return (
    <div className={f.type === 'textarea' ? 'field field--wide' : 'field'}>
      <label htmlFor={id}>
        {f.label}
        {f.required && <span aria-hidden="true"> *</span>}
      </label>
      {f.type === 'textarea' ? <textarea rows={4} {...common} /> : <input type={f.type} {...common} />}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export function AuditForm({ submitLabel, note, source, values = {}, errors = {}, formError }: AuditFormProps) {
  const { submitting, onFocus, onSubmit } = useFetchSubmit();
  return (
    <form
      className="audit-form"
      method="post"
      action={ENQUIRY_PATH}
      {...AUDIT_REQUEST_TOOL}
      onFocus={onFocus}
      onSubmit={onSubmit}
      aria-busy={submitting || undefined}
    >
      <FormErrors errors={errors} formError={formError} />
      <input type="hidden" name={formMeta.source} value={source} />
      {/* Disabled: a browser never sends it and never offers it to an agent; a script that posts every field it finds does. */}
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="field-company">Company (leave this empty)</label>
        <input type="text" id="field-company" name={formMeta.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" disabled />
      </div>
      {enquiryFields.map((f) => (
        <FormField key={f.name} field={f} value={values[f.name] ?? ''} error={errors[f.name]} />
      ))}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={submitting}>
          {submitting ? messages.sending : submitLabel}
        </button>
        <p className="form-note">{note}</p>
      </div>
    </form>
  );
}
