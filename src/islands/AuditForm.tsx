/**
 * The free SEO audit request form (spec 5). Server-rendered as a plain POST form that works
 * without JavaScript; hydrated as an island it submits with fetch (spec 4, 7, 8).
 */
import { useState, type FormEvent } from 'react';
import { REDIRECT_DELAY_MS, messages } from './constants.js';
import { toast } from './toast-store.js';

export const ENQUIRY_ENDPOINT = '/api/seo-audit-request';

/** Sends the form as JSON; resolves on success, throws with the server's message otherwise (spec 7, 8). */
export async function submitEnquiry(form: HTMLFormElement): Promise<void> {
  const payload = Object.fromEntries(new FormData(form).entries());
  // The form's own action, so a static export pointed at another API origin posts there too.
  const res = await fetch(form.action || ENQUIRY_ENDPOINT, {
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
}
export interface AuditFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  goals: string;
}

export type AuditFormErrors = Partial<Record<keyof AuditFormValues, string>>;

export interface AuditFormProps {
  submitLabel: string;
  note: string;
  /** Path of the page the form is on, stored with the enquiry. */
  source: string;
  values?: Partial<AuditFormValues>;
  errors?: AuditFormErrors;
  /** A problem with the whole submission (rate limit, size), shown above the fields. */
  formError?: string;
}

interface FieldDef {
  name: keyof AuditFormValues;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  placeholder: string;
  autoComplete: string;
  required: boolean;
}

export const auditFields: FieldDef[] = [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Your name', autoComplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', placeholder: 'you@company.com.au', autoComplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', placeholder: '0400 000 000', autoComplete: 'tel', required: true },
  { name: 'website', label: 'Website (optional)', type: 'url', placeholder: 'https://yourwebsite.com.au', autoComplete: 'url', required: false },
  {
    name: 'goals',
    label: 'Your goals',
    type: 'textarea',
    placeholder: 'What challenges are you facing with your current digital marketing?',
    autoComplete: 'off',
    required: true,
  },
];

export function AuditForm({ submitLabel, note, source, values = {}, errors = {}, formError }: AuditFormProps) {
  const errorList = auditFields.filter((f) => errors[f.name]);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    try {
      await submitEnquiry(form);
      for (const f of auditFields) {
        const el = form.elements.namedItem(f.name) as HTMLInputElement | HTMLTextAreaElement | null;
        if (el) el.value = '';
      }
      toast({ title: messages.successTitle, description: messages.successText });
      setTimeout(() => window.location.assign('/thank-you'), REDIRECT_DELAY_MS);
    } catch (error) {
      console.error(error);
      const description = error instanceof Error && error.name !== 'TypeError' ? error.message : messages.errorUnknown;
      toast({ title: messages.errorTitle, description, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="audit-form" method="post" action={ENQUIRY_ENDPOINT} onSubmit={onSubmit} aria-busy={submitting || undefined}>
      {formError && errorList.length === 0 && (
        <div className="form-errors" role="alert" tabIndex={-1} id="form-errors" autoFocus>
          <p className="form-errors-title">{formError}</p>
        </div>
      )}
      {errorList.length > 0 && (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- moves a no-JS visitor straight to what needs fixing
        <div className="form-errors" role="alert" tabIndex={-1} id="form-errors" autoFocus>
          <p className="form-errors-title">Please check {errorList.length === 1 ? 'this field' : 'these fields'}:</p>
          <ul>
            {errorList.map((f) => (
              <li key={f.name}>
                <a href={`#field-${f.name}`}>{errors[f.name]}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name="source" value={source} />
      <div className="hp-field" aria-hidden="true">
        <label htmlFor="field-company">Company (leave this empty)</label>
        <input type="text" id="field-company" name="company" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {auditFields.map((f) => {
        const id = `field-${f.name}`;
        const error = errors[f.name];
        const common = {
          id,
          name: f.name,
          placeholder: f.placeholder,
          required: f.required,
          autoComplete: f.autoComplete,
          defaultValue: values[f.name] ?? '',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        return (
          <div className={f.type === 'textarea' ? 'field field--wide' : 'field'} key={f.name}>
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
      })}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={submitting}>
          {submitting ? messages.sending : submitLabel}
        </button>
        <p className="form-note">{note}</p>
      </div>
    </form>
  );
}
