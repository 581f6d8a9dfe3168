import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Content Marketing Platforms',
    description:
      'How to choose a content marketing platform: what to look for in CMS, collaboration, analytics and automation tools, from a Melbourne content agency.',
  },
  hero: {
    category: 'Content Marketing',
    title: 'Content Marketing Platforms',
    subtitle: 'Choose tools that fit your team, not the other way round',
    description:
      'The right platforms make it easier to plan, publish and measure content. The wrong ones add cost, complexity and logins nobody uses. This guide explains what each type of tool does and how to choose well.',
    icon: 'LayoutDashboard',
    gradient: 'cyan',
  },
  sections: [
    {
      type: 'text',
      heading: 'What a Content Marketing Platform Does',
      paragraphs: [
        'There is no single tool that runs content marketing end to end. Most businesses use a stack: a content management system such as WordPress or Shopify to publish, an email and automation platform such as Mailchimp or HubSpot to distribute and nurture, a social scheduling tool, and analytics such as Google Analytics and Search Console to measure. All-in-one platforms combine several of these, at a price.',
        'The best stack is the simplest one that covers your workflow. A sole trader may need little more than a website, an email tool and a shared calendar. A marketing team producing dozens of pieces a month will need approval workflows, asset libraries and reporting that pulls data from several channels.',
        'Before comparing vendors, write down how content moves through your business today: who has ideas, who writes, who approves, where it is published and how results are reported. The gaps in that process tell you what a platform needs to solve.',
      ],
    },
    {
      type: 'cards',
      heading: 'Four Things to Evaluate',
      intro: 'Use these criteria to compare platforms and to audit the tools you already pay for.',
      columns: 4,
      cards: [
        {
          icon: 'ListChecks',
          title: 'Platform Selection',
          desc: 'List your must-have features first, then shortlist platforms that meet them. Check how well each one integrates with your website, CRM and email tools, because disconnected systems create manual work. Consider total cost, including add-ons, seats and migration effort. Use free trials with real content, and favour tools your team will actually log in to every week.',
          features: ['Must-have feature list', 'Integrations with existing tools', 'Total cost of ownership'],
        },
        {
          icon: 'Users',
          title: 'Team Collaboration',
          desc: 'Content slows down at handovers. Look for shared editorial calendars, task assignment, comments in context and clear approval steps, so drafts do not disappear into email threads. Role-based permissions protect the live site. A central library for brand guidelines, images and templates keeps work consistent, especially when freelancers or an agency contribute alongside your own staff.',
          features: ['Shared editorial calendar', 'Approval workflows', 'Central asset library'],
        },
        {
          icon: 'ChartLine',
          title: 'Performance Analytics',
          desc: 'A platform should show which content brings visitors, leads and customers, not only page views. Check that it connects to Google Analytics and Search Console, tracks form submissions and can attribute leads to the content they read. Dashboards should be simple enough for a business owner to read in five minutes. If a report is never opened, it is not helping.',
          features: ['Lead and revenue attribution', 'Search Console and Analytics links', 'Simple dashboards'],
        },
        {
          icon: 'Workflow',
          title: 'Optimization',
          desc: 'Good platforms help you improve, not just publish. Look for on-page SEO guidance, A/B testing for emails and landing pages, and automation that sends content to the right people at the right time. Review your stack every year. Cancel tools that overlap, consolidate where one platform does the job well and make sure everyone is trained on the features you pay for.',
          features: ['Built-in SEO guidance', 'Testing and automation', 'Annual stack review'],
        },
      ],
    },
  ],
  cta: {
    heading: 'Need Help Setting Up Your Platform?',
    text: 'We set up, integrate and manage HubSpot for Australian businesses, connecting your content, email, CRM and reporting in one place.',
    button: { label: 'Explore Platforms', href: '/strategy/hubspot-platinum-partner' },
  },
};

export default page;
