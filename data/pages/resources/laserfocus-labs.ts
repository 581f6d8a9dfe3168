import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: `${site.shortName} Labs`,
    description: `${site.shortName} Labs is where our Melbourne team tests SEO ideas, builds automation tools and measures what works before we use it on client campaigns.`,
  },
  hero: {
    category: 'Tools & Labs',
    title: `${site.shortName} Labs`,
    subtitle: 'Where we test ideas before they touch your website',
    description:
      'Search engines and ad platforms change constantly, and advice online is often out of date or untested. Labs is our internal research program: controlled experiments, purpose-built tools and honest write-ups of what we learn.',
    icon: 'FlaskConical',
    gradient: 'emerald',
  },
  sections: [
    {
      type: 'text',
      heading: 'Why We Run a Lab',
      paragraphs: [
        'Every week brings a new tactic that promises to lift rankings or cut ad costs. Some work. Many do not, or only work in narrow conditions. Rather than experiment on client budgets, we test ideas first on our own sites and test properties, then roll out only what proves itself.',
        'Labs also builds the tools that make our day-to-day work faster and more accurate: scripts that check thousands of pages for technical issues, reports that pull data from several platforms into one view, and workflows that use AI to speed up research while people make the final calls.',
        'We share what we learn. Useful findings make their way into our guides and blog, and into the strategies we build for clients. When a test fails, we say so, because knowing what not to do saves just as much time and money.',
      ],
    },
    {
      type: 'cards',
      id: 'labs',
      heading: `Inside ${site.shortName} Labs`,
      intro: 'Four areas of work that keep our methods current and our advice grounded in evidence.',
      columns: 4,
      cards: [
        {
          icon: 'FlaskConical',
          title: 'SEO Experiments',
          desc: 'We test changes one variable at a time: title tag formats, internal link patterns, structured data, page speed improvements and content length. Each experiment has a hypothesis, a control group of pages and a set measurement period. Results are checked against seasonal trends and algorithm updates before we draw any conclusion, so we act on real effects rather than coincidence.',
          features: ['One variable at a time', 'Control and test pages', 'Checked against algorithm updates'],
        },
        {
          icon: 'Bot',
          title: 'Automation Tools',
          desc: 'Repetitive tasks are where errors creep in. We build internal tools that crawl sites for broken links and indexing problems, monitor rankings and page speed, flag sudden traffic drops and assemble monthly reports. AI-assisted tools help with keyword clustering and first-draft briefs, always reviewed by a specialist. The time saved goes back into strategy and client work.',
          features: ['Technical site monitoring', 'Automated reporting', 'AI-assisted research, human-reviewed'],
        },
        {
          icon: 'TestTube',
          title: 'Testing Frameworks',
          desc: 'Good testing needs discipline. Our frameworks set out how to choose what to test, how long to run it, how much traffic is needed for a reliable answer and how to document the outcome. We apply the same approach to landing page A/B tests, ad copy experiments and email subject lines, so every test adds to what we know.',
          features: ['Clear hypotheses', 'Sample size and duration rules', 'Documented results'],
        },
        {
          icon: 'Lightbulb',
          title: 'Performance Insights',
          desc: 'Experiments only matter if they change what we do. We turn findings into practical recommendations, update our checklists and processes, and brief the whole team. Insights that apply broadly appear in our guides and blog. Where a finding suits a particular client\u2019s situation, their strategist brings it into their next round of planning and measures the result.',
          features: ['Updated checklists and processes', 'Findings shared in our guides', 'Applied to client strategies'],
        },
      ],
    },
  ],
  cta: {
    heading: 'See What We Are Testing',
    text: 'Take a closer look at the experiments, tools and frameworks our team is refining, and how each one shapes the advice we give clients.',
    button: { label: 'Visit Labs', href: '#labs' },
  },
};

export default page;
