/**
 * Forms as tools for the agents that browse for people (WebMCP's declarative API): which forms the
 * pages offer as tools, and which declarations a browser would refuse, judged as Lighthouse 13's
 * Agentic Browsing audits judge them (webmcp-form-coverage: a form with neither `toolname` nor
 * `tooldescription`; webmcp-schema-validity's errors: no `toolname`, no `tooldescription`, a required
 * field without a `name`); and the site's ai-catalog.json, found and judged as Lighthouse's ard-schema
 * finds and judges it (read/ai-catalog.ts). WebMCP and ARD are drafts: these findings are ready for
 * what is coming and weigh nothing in the score, and the report says so.
 *
 * One difference from ard-schema, on purpose: a web page answering at the well-known address, where
 * no signal points, is the server's answer to an address it does not have (as for llms.txt), not a
 * catalog that fails to parse: no finding, where Lighthouse fails the audit.
 */
import type { CatalogFacts } from '../read/ai-catalog.js';
import { clip } from '../../lib/clip.js';
import { pageCheck, shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

const DRAFT_WHY =
  'WebMCP lets an AI agent that browses for a person fill in your forms from their description, not by guessing at the page. It is a draft that Chrome is previewing, so this is to be ready for what is coming: it does not change your score.';

const CATALOG_WHY =
  'An ai-catalog.json (Agentic Resource Discovery) lists the AI agents, MCP servers and skills a business offers, so that AI agents can find and trust them. It is a draft that Lighthouse now checks, so this is to be ready for what is coming: it does not change your score, and a site with nothing to list needs no catalog.';

/** What led the check to the catalog, as the report says it. */
const SIGNAL_WORDS: Record<CatalogFacts['signal'], string> = {
  agentmap: "your robots.txt's Agentmap line",
  htmlLink: 'your home page\'s <link rel="ai-catalog">',
  headerLink: "your home page's Link header",
  'well-known': "your site's standard address (/.well-known/ai-catalog.json)",
};

/** Whether there is a catalog to judge, as ard-schema decides: a signal points to one, or the well-known address answered one. */
const hasCatalog = (c: CatalogFacts | undefined): c is CatalogFacts => Boolean(c && (c.signal !== 'well-known' || c.problems));

const catalogProblem = (p: NonNullable<CatalogFacts['problems']>[number]) =>
  `${p.element === 'Root' ? 'the file' : `entry "${p.element}"`}: ${p.message.replace(/\.$/, '')}`;

export const agents = [
  siteCheck({
    id: 'webmcp-forms',
    group: 'ai',
    fixedBy: 'form-tool',
    shows: ON_PAGE.formUndeclared,
    severity: 'improvement',
    weight: 0,
    found: (n) => `${plural(n, 'page has a form', 'pages have forms')} that AI agents are not told about (no WebMCP tool declaration).`,
    passed: 'Every form on your pages is declared as a tool an AI agent can use (WebMCP).',
    why: DRAFT_WHY,
    fix: 'Give each <form> a toolname (a short name, such as request_quote) and a tooldescription (what it does, in a sentence), and each field a toolparamdescription where its label says too little; leave toolautosubmit off a form that contacts you, so the person sends it.',
    // A pass only where a form was found and judged.
    appliesTo: ({ pages }) => pages.some((x) => x.fetched.facts.formTools.forms > 0),
    collect: ({ pages }) =>
      pages
        .filter((x) => x.fetched.facts.formTools.undeclared > 0)
        .map(
          (x) => `${shown(x.url)} (${plural(x.fetched.facts.formTools.undeclared, 'form', 'forms')} of ${x.fetched.facts.formTools.forms})`,
        ),
  }),
  siteCheck({
    id: 'webmcp-declarations',
    group: 'ai',
    shows: ON_PAGE.formToolBroken,
    severity: 'improvement',
    weight: 0,
    found: (n) => `${plural(n, 'page declares a form tool', 'pages declare form tools')} that browsers would refuse.`,
    passed: 'Every form tool your pages declare is declared in full (WebMCP).',
    why: DRAFT_WHY,
    fix: 'Give each declared <form> both a toolname and a tooldescription, and every required field a name: without them Chrome does not offer the form to agents.',
    appliesTo: ({ pages }) => pages.some((x) => x.fetched.facts.formTools.forms > x.fetched.facts.formTools.undeclared),
    collect: ({ pages }) =>
      pages
        .filter((x) => x.fetched.facts.formTools.refused.length > 0)
        .map((x) => `${shown(x.url)}: ${x.fetched.facts.formTools.refused.join('; ')}`),
  }),
  pageCheck({
    id: 'ai-catalog',
    group: 'ai',
    requires: ['catalog'],
    weight: 0,
    why: CATALOG_WHY,
    fix: 'Correct what the conformance rules name: each entry needs an identifier such as urn:air:your-domain:agents:booking, a displayName, a type (such as application/mcp-server-card+json) and either a url or its data. If you have no agent, MCP server or skill to list, remove the file and whatever points to it: a site without one is not marked down.',
    appliesTo: (start) => hasCatalog(start.catalog),
    judge: ({ catalog }) => {
      if (!hasCatalog(catalog)) return undefined;
      const at = clip(catalog.url, 200);
      const proof = [
        { url: catalog.url, quote: 'status' in catalog.answer ? `HTTP ${catalog.answer.status}` : clip(catalog.answer.error, 200) },
      ];
      if (!catalog.problems) {
        const why =
          'error' in catalog.answer
            ? `could not be read (${clip(catalog.answer.error.replace(/\.$/, ''), 200)})`
            : catalog.answer.offsite
              ? 'redirected to another website'
              : `answered HTTP ${catalog.answer.status}`;
        return {
          severity: 'improvement',
          message: `Y${SIGNAL_WORDS[catalog.signal].slice(1)} points AI agents to an ai-catalog.json at ${at}, but that address ${why}.`,
          proof,
        };
      }
      const errors = catalog.problems.filter((p) => p.severity === 'error');
      const warnings = catalog.problems.filter((p) => p.severity === 'warning');
      const named = (errors.length ? errors : warnings).map(catalogProblem);
      const found = { urls: named, total: named.length, proof };
      if (errors.length)
        return {
          severity: 'improvement',
          message: `Your ai-catalog.json (${at}, found by ${SIGNAL_WORDS[catalog.signal]}) has ${plural(errors.length, 'error', 'errors')} by the Agentic Resource Discovery draft's conformance rules, which Lighthouse's Agentic Browsing check applies: agents may not trust it.`,
          ...found,
        };
      return {
        severity: 'passed',
        message: `Your ai-catalog.json (${at}) follows the Agentic Resource Discovery draft's conformance rules${warnings.length ? `, with ${plural(warnings.length, 'suggestion', 'suggestions')}` : ''}.`,
        ...(warnings.length && found),
      };
    },
  }),
];
