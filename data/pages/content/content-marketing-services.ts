import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Content Marketing Services',
    description:
      'Content marketing services from a Melbourne agency: strategy, lead magnets, articles, email and distribution planned together to attract and convert buyers.',
  },
  hero: {
    category: 'Lead Magnet Creation',
    title: 'Content Marketing',
    subtitle: 'A steady flow of content that brings in leads',
    description:
      'Content marketing works when every piece has a job: attract the right visitors, earn their trust, capture their details and help them decide. We plan, create and distribute content as one connected system, so your blog, lead magnets and emails all pull in the same direction.',
    icon: 'Magnet',
    gradient: 'emerald',
    buttons: [{ label: 'Start Content Marketing', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Content With a Purpose',
      paragraphs: [
        'Buyers do their homework before they talk to a supplier. Business buyers consume 13 content pieces before purchase. If those pieces come from your competitors, so does the sale.',
        'Random blog posts will not change that. What works is a plan that maps content to each stage of the buying journey, from the first search for a problem to the final comparison of suppliers. We build that plan, produce the content and measure which pieces actually lead to enquiries.',
      ],
      bullets: [
        'Awareness: articles and guides that rank for the questions buyers ask',
        'Consideration: lead magnets that capture contact details in exchange for real value',
        'Decision: case studies, comparisons and emails that help prospects choose you',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Content Marketing Services',
      intro: 'Everything you need to run content marketing, from one team that knows how the pieces fit together.',
      columns: 3,
      cards: [
        {
          icon: 'Compass',
          title: 'Content Strategy',
          desc: 'A documented plan covering audiences, topics, formats, channels and the goals each piece supports.',
          features: ['Audience and keyword research', 'Content gap analysis', 'Twelve-month editorial calendar'],
          link: { label: 'B2B Content Strategy', href: '/strategy/b2b-content-strategy' },
        },
        {
          icon: 'Magnet',
          title: 'Lead Magnets',
          desc: 'White papers, eBooks, checklists and tools that turn anonymous visitors into named leads.',
          features: ['Topic chosen for lead value', 'Professional writing and design', 'Landing pages and forms'],
          link: { label: 'eBook Creation', href: '/content/ebooks' },
        },
        {
          icon: 'Newspaper',
          title: 'Articles and Blog Content',
          desc: 'Search-led articles that bring in steady organic traffic and answer buyer questions in depth.',
          features: ['SEO briefs for every post', 'Expert-reviewed content', 'Internal linking to service pages'],
          link: { label: 'Professional Blogging', href: '/content/blogging' },
        },
        {
          icon: 'Mail',
          title: 'Email Nurture Content',
          desc: 'Email sequences and newsletters that keep leads warm until they are ready to buy.',
          features: ['Welcome and nurture sequences', 'Regular newsletters', 'Segmented by interest'],
        },
        {
          icon: 'Share2',
          title: 'Distribution and Promotion',
          desc: 'Getting each piece in front of the right people through social, email, partners and paid promotion.',
          features: ['Social content for each piece', 'Outreach for links and coverage', 'Paid amplification options'],
        },
        {
          icon: 'BarChart3',
          title: 'Measurement and Reporting',
          desc: 'Monthly reporting that ties content to traffic, leads and revenue, not just page views.',
          features: ['Lead source tracking', 'Top and underperforming content', 'Clear recommendations each month'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Run Your Content Marketing',
      steps: [
        {
          step: '01',
          title: 'Audit and Research',
          desc: 'We review your existing content, competitors and audience to find the gaps and quick wins.',
        },
        {
          step: '02',
          title: 'Strategy and Calendar',
          desc: 'We agree goals and build an editorial calendar that mixes traffic content with lead magnets.',
        },
        {
          step: '03',
          title: 'Create and Publish',
          desc: 'Our writers and designers produce each piece, you approve it, and we publish and promote it.',
        },
        {
          step: '04',
          title: 'Measure and Improve',
          desc: 'We track what drives leads, update what is slipping and shift effort towards what works.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Content Marketing Questions',
      items: [
        {
          q: 'How soon will we see results?',
          a: 'Lead magnets and email can produce leads soon after launch. Search-driven content builds more gradually, and its returns grow the longer it is in place.',
        },
        {
          q: 'Do we need to write anything ourselves?',
          a: 'No. We interview your team for expertise and ask you to approve each piece, but our writers do the work.',
        },
        {
          q: 'Can you work with our existing content?',
          a: 'Yes. Updating and repurposing strong existing content is often the fastest win, and we always start there.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Build a Content Engine That Brings in Leads',
    text: 'Tell us about your audience and goals. We will review your current content and show you where the opportunities are.',
    button: { label: 'Start Content Marketing', href: '#contact' },
  },
};

export default page;
