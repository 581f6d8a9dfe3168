/**
 * Forms as tools for the agents that browse for people (WebMCP's declarative API): which forms the
 * pages offer as tools, and which declarations a browser would refuse, judged as Lighthouse 13's
 * Agentic Browsing audits judge them (webmcp-form-coverage: a form with neither `toolname` nor
 * `tooldescription`; webmcp-schema-validity's errors: no `toolname`, no `tooldescription`, a required
 * field without a `name`). WebMCP is a draft that Chrome previews: these findings are ready for what
 * is coming and weigh nothing in the score, and the report says so.
 */
import { shown, siteCheck } from './finding.js';
import { ON_PAGE } from './proof.js';
import { plural } from '../../shared/words.js';

const DRAFT_WHY =
  'WebMCP lets an AI agent that browses for a person fill in your forms from their description, not by guessing at the page. It is a draft that Chrome is previewing, so this is to be ready for what is coming: it does not change your score.';

export const agents = [
  siteCheck({
    id: 'webmcp-forms',
    group: 'ai',
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
];
