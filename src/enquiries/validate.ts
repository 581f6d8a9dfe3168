/**
 * One schema for the audit request (spec 3 and 5) and the checks TypeBox cannot express
 * (trimmed non-blank, email shape, http(s) URL). Returns clean values or a message per field.
 */
import Type, { type Static } from 'typebox';
import Value from 'typebox/value';

export const limits = { name: 200, email: 254, phone: 40, website: 2048, goals: 5000 } as const;

/** Shape and size of the submitted fields; unknown fields are ignored, not rejected. */
export const EnquiryBodySchema = Type.Object({
  name: Type.String({ maxLength: limits.name }),
  email: Type.String({ maxLength: limits.email }),
  phone: Type.String({ maxLength: limits.phone }),
  website: Type.Optional(Type.String({ maxLength: limits.website })),
  goals: Type.String({ maxLength: limits.goals }),
});

export type EnquiryInput = Static<typeof EnquiryBodySchema>;
export type EnquiryField = keyof EnquiryInput;
export type FieldErrors = Partial<Record<EnquiryField, string>>;

export const fieldOrder: EnquiryField[] = ['name', 'email', 'phone', 'website', 'goals'];

const labels: Record<EnquiryField, { missing: string; noun: string }> = {
  name: { missing: 'Please enter your name.', noun: 'Name' },
  email: { missing: 'Please enter your email address.', noun: 'Email address' },
  phone: { missing: 'Please enter your phone number.', noun: 'Phone number' },
  website: { missing: '', noun: 'Website address' },
  goals: { missing: 'Please tell us about your goals or challenges.', noun: 'Your goals' },
};

// Deliberately simple: one @, no spaces, a dot in the domain. The browser's type=email check is the first line.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Accepts 'example.com.au' by prefixing https://; only http and https URLs with a dotted host pass. */
export function normaliseWebsite(raw: string): string | undefined {
  const value = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

export type ValidationResult = { ok: true; value: Required<EnquiryInput> } | { ok: false; errors: FieldErrors; message: string };

/** Validates a parsed form or JSON body. The first error's message is the one the toast shows. */
export function validateEnquiry(body: unknown): ValidationResult {
  const source = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const clean: Record<string, string> = {};

  for (const field of fieldOrder) {
    const raw = Object.prototype.hasOwnProperty.call(source, field) ? source[field] : undefined;
    const schema = EnquiryBodySchema.properties[field];
    const { noun, missing } = labels[field];
    if (raw === undefined || raw === null) {
      if (field !== 'website') errors[field] = missing;
      else clean.website = '';
      continue;
    }
    if (typeof raw !== 'string') {
      errors[field] = `${noun} must be text.`;
      continue;
    }
    if (!Value.Check(schema, raw)) {
      errors[field] = `${noun} must be ${limits[field]} characters or fewer.`;
      continue;
    }
    const trimmed = raw.trim();
    if (!trimmed) {
      if (field !== 'website') errors[field] = missing;
      clean[field] = '';
      continue;
    }
    clean[field] = trimmed;
  }

  if (!errors.email && clean.email && !EMAIL.test(clean.email)) {
    errors.email = 'Please enter a valid email address, like name@company.com.au.';
  }
  if (!errors.website && clean.website) {
    const url = normaliseWebsite(clean.website);
    if (!url || url.length > limits.website) errors.website = 'Please enter a valid website address, like https://yourbusiness.com.au.';
    else clean.website = url;
  }

  const first = fieldOrder.find((f) => errors[f]);
  if (first) return { ok: false, errors, message: errors[first]! };
  return { ok: true, value: clean as Required<EnquiryInput> };
}

/** The visitor's values as typed (strings only), to put back into the form after an error. */
export function typedValues(body: unknown): Partial<Record<EnquiryField, string>> {
  const source = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const out: Partial<Record<EnquiryField, string>> = {};
  for (const f of fieldOrder) {
    const v = source[f];
    if (typeof v === 'string') out[f] = v.slice(0, limits[f] * 2);
  }
  return out;
}
