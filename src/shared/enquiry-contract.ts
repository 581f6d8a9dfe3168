/**
 * The enquiry contract: what the audit form sends and the server accepts (spec 3, 5, 7).
 * The form island renders its inputs from `enquiryFields`; the server validates against the same
 * list. Browser-safe and framework-free: server and browser code both import it.
 */
import { ATTRIBUTION_PARAMS, ATTRIBUTION_VALUE_MAX } from './attribution.js';

/** Where the form posts (spec 7). */
export const ENQUIRY_PATH = '/api/seo-audit-request';
/** Where the form island fetches its signed fill-time token, on first focus. */
export const FORM_TOKEN_PATH = '/api/form-token';

export type EnquiryField = 'name' | 'email' | 'phone' | 'website' | 'goals';

export interface EnquiryFieldSpec {
  name: EnquiryField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  required: boolean;
  /** Longest value accepted, in characters; the input's maxLength and the server's limit. */
  maxLength: number;
  placeholder: string;
  autoComplete: string;
  /** What an agent filling the form for a person is told the field is for (its WebMCP parameter's description). */
  forAgent: string;
}

/** The five fields, in form order. */
export const enquiryFields: readonly EnquiryFieldSpec[] = [
  {
    name: 'name',
    label: 'Name',
    type: 'text',
    required: true,
    maxLength: 200,
    placeholder: 'Your name',
    autoComplete: 'name',
    forAgent: "The person's name, as our staff should address them.",
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    maxLength: 254,
    placeholder: 'you@company.com.au',
    autoComplete: 'email',
    forAgent: 'An email address the person reads: our reply and the audit are sent there.',
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    required: true,
    maxLength: 40,
    placeholder: '0400 000 000',
    autoComplete: 'tel',
    forAgent: 'A phone number our staff can call the person back on, with its area code.',
  },
  {
    name: 'website',
    label: 'Website (optional)',
    type: 'url',
    required: false,
    maxLength: 2048,
    placeholder: 'https://yourwebsite.com.au',
    autoComplete: 'url',
    forAgent: "The address of the person's business website, if it has one: a free check of it starts as soon as the request arrives.",
  },
  {
    name: 'goals',
    label: 'Your goals',
    type: 'textarea',
    required: true,
    maxLength: 5000,
    placeholder: 'What challenges are you facing with your current digital marketing?',
    autoComplete: 'off',
    forAgent:
      'What the person wants from search and digital marketing, in their own words: their business, the places they serve, and the problems they want solved.',
  },
];

/** Extra fields the form sends beside the visitor's values. */
export const formMeta = {
  /** Hidden: the path of the page the form is on. */
  source: 'source',
  /** The honeypot: a field people never see, so only bots fill it. */
  honeypot: 'company',
  /** The signed fill-time token the island fetched (JSON posts only). */
  token: 'formToken',
  /** Where the visitor came from, as the browser recorded it (JSON posts only; see shared/attribution.ts). */
  attribution: 'attribution',
  /** `true` when an agent in the visitor's browser filled the form and the person sent it (the submit event's `agentInvoked`; JSON posts only). */
  agent: 'viaAgent',
} as const;

/** Longest value the form's own extra fields carry (the page path, the honeypot, the token), in characters. */
const META_VALUE_MAX = 200;
/** Longest attribution record a JSON post carries: two touches of every kept parameter, a path and a referrer. */
const ATTRIBUTION_CHARS_MAX = 2 * (ATTRIBUTION_PARAMS.length + 2) * ATTRIBUTION_VALUE_MAX;
const fieldChars = enquiryFields.reduce((sum, f) => sum + f.maxLength, 0) + 3 * META_VALUE_MAX;

/**
 * The largest body the form can make, in bytes, so that no visitor's enquiry is ever too large:
 * every field at its maximum in the costliest encoding. A plain form post URL-encodes a character of
 * Chinese, Japanese or Korean as 9 bytes (%E4%B8%AD); JSON's costliest is 6 (a \uXXXX escape), but
 * carries the attribution record too. Plus 1 KiB for names and separators, rounded up to a KiB.
 */
export const ENQUIRY_BODY_MAX = Math.ceil((Math.max(9 * fieldChars, 6 * (fieldChars + ATTRIBUTION_CHARS_MAX)) + 1024) / 1024) * 1024;

export type EnquiryValues = Record<EnquiryField, string>;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** What a rejected enquiry answers as JSON (spec 7 reads `message`). */
export interface EnquiryProblem {
  message: string;
  errors?: EnquiryErrors;
}

/** What the server puts back into a re-shown no-JS form: the typed values and what was wrong. */
export interface EnquiryFormState {
  values?: Partial<EnquiryValues>;
  errors?: EnquiryErrors;
  /** A problem with the whole submission (rate limit, size), shown above the fields. */
  formError?: string;
}
