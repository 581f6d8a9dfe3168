import { PageHero } from '../PageHero.js';
import { LEAD_OUTCOME_TOOL, LEAD_REASON_FOR_AGENT, LEAD_VALUE_FOR_AGENT } from '../../islands/agent-tools.js';

/** What staff see when they open a lead link from the staff email (src/leads/routes.ts): never more than they already got by email. */
export interface LeadOutcomeView {
  id: number;
  name: string;
  /** When the enquiry arrived, in the agency's time zone. */
  received: string;
  /** Where it came from: channel, source / medium and campaign of the visit it was sent in. */
  source: string;
  /** The outcome now, in words ("New", "Won ($4,800)"), and when it was recorded. */
  current: string;
  currentSince?: string;
  action: 'contacted' | 'won' | 'lost';
  /** The page's own path; the form posts back to it. */
  path: string;
  token: string;
  /** Set after a change was recorded: the page then says so first. */
  saved?: boolean;
  /** The form re-shown with a problem and what was typed. */
  error?: string;
  value?: string;
  reason?: string;
}

const ACTIONS = {
  contacted: {
    verb: 'Mark as contacted',
    done: 'Marked as contacted',
    text: 'Record that someone from the team has been in touch with this lead.',
  },
  won: { verb: 'Mark as won', done: 'Marked as won', text: 'Record that this lead became a client, with what the work is worth.' },
  lost: { verb: 'Mark as lost', done: 'Marked as lost', text: 'Record that this lead will not become a client, with a short reason.' },
} as const;

/** The confirmation page: the lead, its outcome now, and a plain form that records the change (GET alone changes nothing). */
export function LeadOutcomePage({ lead }: { lead: LeadOutcomeView }) {
  const a = ACTIONS[lead.action];
  return (
    <>
      <PageHero
        category={`Lead #${lead.id}`}
        title={lead.saved ? a.done : `${a.verb}?`}
        description={lead.saved ? `${lead.name} is now recorded as: ${lead.current}.` : a.text}
        icon={lead.saved ? 'CheckCircle2' : 'ClipboardCheck'}
        gradient="blue"
        narrow
      />
      <section className="section" aria-labelledby="lead-heading">
        <div className="container narrow">
          {lead.saved && (
            <p className="lead-saved" role="status">
              Saved in the lead&apos;s history. A CRM connected by webhook hears of it too.
            </p>
          )}
          <h2 id="lead-heading" className="section-title">
            {lead.name}
          </h2>
          <dl className="lead-facts">
            <dt>Received</dt>
            <dd>{lead.received}</dd>
            <dt>Source</dt>
            <dd>{lead.source}</dd>
            <dt>Status now</dt>
            <dd>
              {lead.current}
              {lead.currentSince && <span className="lead-since"> (since {lead.currentSince})</span>}
            </dd>
          </dl>
          <LeadOutcomeForm lead={lead} />
        </div>
      </section>
    </>
  );
}

function LeadOutcomeForm({ lead }: { lead: LeadOutcomeView }) {
  const a = ACTIONS[lead.action];
  return (
    <form className="lead-form" method="post" action={lead.path} {...LEAD_OUTCOME_TOOL}>
      {lead.error && (
        <div className="form-errors" role="alert" id="lead-error">
          <p className="form-errors-title">{lead.error}</p>
        </div>
      )}
      <input type="hidden" name="token" value={lead.token} />
      {lead.action === 'won' && (
        <div className="field">
          <label htmlFor="lead-value">Value in AUD (what the work is worth)</label>
          <input
            id="lead-value"
            name="value"
            type="text"
            inputMode="decimal"
            required
            toolparamdescription={LEAD_VALUE_FOR_AGENT}
            defaultValue={lead.value}
            autoComplete="off"
            aria-invalid={lead.error ? true : undefined}
            aria-describedby={lead.error ? 'lead-error' : undefined}
          />
        </div>
      )}
      {lead.action === 'lost' && (
        <div className="field">
          <label htmlFor="lead-reason">Reason (a few words)</label>
          <input
            id="lead-reason"
            name="reason"
            type="text"
            required
            toolparamdescription={LEAD_REASON_FOR_AGENT}
            maxLength={200}
            defaultValue={lead.reason}
            autoComplete="off"
            aria-invalid={lead.error ? true : undefined}
            aria-describedby={lead.error ? 'lead-error' : undefined}
          />
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary btn--lg">
          {lead.saved ? `${a.verb} again` : a.verb}
        </button>
      </div>
    </form>
  );
}

/** A link that cannot be used (altered, for another lead, expired, or its lead deleted): why, in plain words. */
export function LeadLinkRefusedPage({ title, text }: { title: string; text: string }) {
  return <PageHero category="Lead link" title={title} description={text} icon="Lock" gradient="amber" narrow />;
}
