/**
 * Server-side checks of an audit request against the enquiry contract (src/shared/enquiry-contract.ts):
 * types and lengths from the contract, plus what the browser's own checks cannot be trusted with
 * (trimmed non-blank, email shape, a callable phone number, http(s) URL). Returns clean values or one message per field.
 */
import { enquiryFields, type EnquiryErrors, type EnquiryField, type EnquiryValues } from '../shared/enquiry-contract.js';
import { normaliseWebsite } from '../lib/website.js';

/** How each field is named in messages, and what to say when a required one is missing. */
const wording: Record<EnquiryField, { noun: string; missing: string }> = {
  name: { noun: 'Name', missing: 'Please enter your name.' },
  email: { noun: 'Email address', missing: 'Please enter your email address.' },
  phone: { noun: 'Phone number', missing: 'Please enter your phone number.' },
  website: { noun: 'Website address', missing: '' },
  goals: { noun: 'Your goals', missing: 'Please tell us about your goals or challenges.' },
};

// Deliberately simple: one @, no spaces, a dot in the domain. The browser's type=email check is the first line.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A number someone can dial: digits with spaces, dots, dashes and brackets, a + only in front, and
 * 8 to 16 digits (an Australian landline with its area code has 10, mobiles 10, E.164 at most 15,
 * and a written trunk "(0)" adds one). "call me maybe" and "12345" are not numbers we can call.
 */
export function isCallablePhone(raw: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(raw)) return false;
  const digits = raw.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 16;
}

export type ValidationResult = { ok: true; value: EnquiryValues } | { ok: false; errors: EnquiryErrors; message: string };

/** Plain objects only: a JSON array or a primitive body has no fields. */
export function fieldsOf(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Validates a parsed form or JSON body. The first error's message is the one the toast shows. */
export function validateEnquiry(body: unknown): ValidationResult {
  const source = fieldsOf(body);
  const errors: EnquiryErrors = {};
  const clean = {} as EnquiryValues;

  for (const field of enquiryFields) {
    const { noun, missing } = wording[field.name];
    const raw = Object.prototype.hasOwnProperty.call(source, field.name) ? source[field.name] : undefined;
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      errors[field.name] = `${noun} must be text.`;
      continue;
    }
    if (typeof raw === 'string' && raw.length > field.maxLength) {
      errors[field.name] = `${noun} must be ${field.maxLength} characters or fewer.`;
      continue;
    }
    clean[field.name] = (raw ?? '').trim();
    if (!clean[field.name] && field.required) errors[field.name] = missing;
  }

  if (!errors.email && clean.email && !EMAIL.test(clean.email)) {
    errors.email = 'Please enter a valid email address, like name@company.com.au.';
  }
  if (!errors.phone && clean.phone && !isCallablePhone(clean.phone)) {
    errors.phone = 'Please enter a phone number we can call, like 03 9000 0000 or +61 400 000 000.';
  }
  const websiteSpec = enquiryFields.find((f) => f.name === 'website');
  if (websiteSpec && !errors.website && clean.website) {
    const url = normaliseWebsite(clean.website);
    if (!url || url.length > websiteSpec.maxLength)
      errors.website = 'Please enter a valid website address, like https://yourbusiness.com.au.';
    else clean.website = url;
  }

  for (const f of enquiryFields) {
    const message = errors[f.name];
    if (message) return { ok: false, errors, message };
  }
  return { ok: true, value: clean };
}

/** The visitor's values as typed (strings only, bounded), to put back into the form after an error. */
export function typedValues(body: unknown): Partial<EnquiryValues> {
  const source = fieldsOf(body);
  const out: Partial<EnquiryValues> = {};
  for (const f of enquiryFields) {
    const v = source[f.name];
    if (typeof v === 'string') out[f.name] = v.slice(0, f.maxLength * 2);
  }
  return out;
}
