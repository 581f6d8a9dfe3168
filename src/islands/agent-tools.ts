/**
 * The forms this site offers to agents that browse for people, as WebMCP tools (src/shared/webmcp.ts
 * declares the attributes): each one's name and what it does, for an agent to choose it by.
 */
import { site } from '../../data/site.js';
import type { FormTool } from '../shared/webmcp.js';

/**
 * The audit request. No `toolautosubmit`: it contacts staff, so the agent fills it and the person
 * reads it and sends it.
 */
export const AUDIT_REQUEST_TOOL: FormTool = {
  toolname: 'request_seo_audit',
  tooldescription: `Ask ${site.name}, an SEO and digital marketing agency in ${site.address.locality}, for a free SEO audit. A strategist reads the request and replies within ${site.replyWithin}; when a website is given, a free check of it starts at once and its report opens from the thank-you page. Fill it in for the person, then let them read it and send it.`,
};

/** What an agent is told the search box takes. */
export const SEARCH_QUERY_FOR_AGENT = 'Words to look for, such as a service, a trade or a question: "local SEO for plumbers".';

/**
 * The site search: reading only, so an agent may send it itself. The header's form and the search
 * page's both declare it; on /search, where both are, the browser keeps the first as the one tool.
 */
export const SITE_SEARCH_TOOL: FormTool = {
  toolautosubmit: '',
  toolname: 'search_site',
  tooldescription: `Search ${site.name}'s website: its services, guides, articles and case studies. Opens a page listing the pages that match, each with a short extract.`,
};

/** "Check again" on a finished report: a new check of the same site, which the person sends (it is counted, and our team is told). */
export const RECHECK_TOOL: FormTool = {
  toolname: 'check_site_again',
  tooldescription: `Run ${site.name}'s free check of this website again, to see what changed since this report: the new report lists each change. Fill it in, then let the person send it.`,
};

/** "How you compare" on a finished report: competitors' sites checked beside this one, which the person sends. */
export const COMPARE_TOOL: FormTool = {
  toolname: 'compare_with_competitors',
  tooldescription: `Have ${site.name}'s free check compare this website with up to three competitors' websites, fact by fact (AI search, business markup, tap-to-call, speed on a phone). Fill in their addresses, then let the person send it.`,
};

/** A lead's outcome, on the page a staff member opens from the enquiry's email: what they record, and send themselves. */
export const LEAD_OUTCOME_TOOL: FormTool = {
  toolname: 'record_lead_outcome',
  tooldescription: `Record what became of this enquiry in ${site.name}'s lead records, for the staff member who opened this page from its email: the outcome this page is for, with a won lead's value or a lost lead's reason. Let them check it and send it.`,
};

/** What an agent is told the lead outcome form's fields take. */
export const LEAD_VALUE_FOR_AGENT = 'What the work is worth, in Australian dollars: a number such as 4500 or 4500.00.';
export const LEAD_REASON_FOR_AGENT = 'Why the lead was lost, in a few words, such as "chose another agency" or "budget".';
