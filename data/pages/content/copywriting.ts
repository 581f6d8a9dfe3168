import type { ServicePageData } from '../../../src/content/schema.js';
import { site } from '../../site.js';

const page: ServicePageData = {
  meta: {
    title: 'Professional Copywriting',
    description:
      'Professional copywriting in Melbourne: website, landing page, ad, email and product copy written to persuade your buyers and lift conversions across channels.',
  },
  hero: {
    category: 'Content Writing',
    title: 'Professional Copywriting',
    subtitle: 'Words that move people to act',
    description:
      'Good copy does a job. It makes a visitor stay, understand your offer and take the next step. Our copywriters combine research into your customers with a sharp grasp of persuasion to write copy that sells without shouting.',
    icon: 'Type',
    gradient: 'rose',
    buttons: [{ label: 'Brief a Copywriter', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Copy Is Your Best Salesperson',
      paragraphs: [
        'Your website, ads and emails talk to more prospects in a week than your team could in a year. If the words are vague, generic or all about you, those prospects leave. If the words speak to their problem and make the next step obvious, they enquire.',
        'We start every project by understanding who you are selling to, what they worry about and why they should choose you over the alternatives. Only then do we write. The result is copy that sounds like your brand and reads like a conversation with the customer.',
      ],
    },
    {
      type: 'cards',
      heading: 'Copywriting Services',
      intro: 'From a single landing page to a full website, we write for every channel where your customers meet you.',
      columns: 3,
      cards: [
        {
          icon: 'Layout',
          title: 'Website Copy',
          desc: 'Home, about and service pages that explain what you do clearly and guide visitors towards an enquiry.',
          features: ['Page structure and messaging', 'SEO-aware headings', 'Clear calls to action'],
        },
        {
          icon: 'MousePointerClick',
          title: 'Landing Pages',
          desc: 'Focused pages built around one offer and one action, written to convert paid and email traffic.',
          features: ['Benefit-led headlines', 'Objection handling', 'Variants for A/B testing'],
        },
        {
          icon: 'Megaphone',
          title: 'Advertising Copy',
          desc: 'Search, social and display ads that stop the scroll and earn the click within tight character limits.',
          features: ['Google Ads headlines and descriptions', 'Social ad copy', 'Multiple angles to test'],
        },
        {
          icon: 'Mail',
          title: 'Email Copy',
          desc: 'Subject lines, newsletters and automated sequences that get opened, read and clicked.',
          features: ['Welcome and nurture sequences', 'Promotional campaigns', 'Subject line testing'],
        },
        {
          icon: 'ShoppingCart',
          title: 'Product Descriptions',
          desc: 'E-commerce copy that answers buyer questions and gives shoppers the confidence to add to cart.',
          features: ['Benefit and feature balance', 'Consistent tone across ranges', 'Search-friendly wording'],
        },
        {
          icon: 'Sparkles',
          title: 'Brand Messaging',
          desc: 'Taglines, value propositions and tone of voice guides that keep every piece of copy on message.',
          features: ['Value proposition workshop', 'Tone of voice guide', 'Key message hierarchy'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Our Copywriting Approach',
      intro: 'Eight principles sit behind every line we write.',
      columns: 4,
      size: 'small',
      cards: [
        { icon: 'Users', title: 'Customer First', desc: 'We write about the reader\u2019s problem before we write about your product.' },
        { icon: 'Microscope', title: 'Research Before Writing', desc: 'Reviews, sales calls and competitor pages shape the message.' },
        { icon: 'Lightbulb', title: 'One Clear Idea', desc: 'Each page or ad makes one main point and makes it well.' },
        {
          icon: 'Heart',
          title: 'Benefits Over Features',
          desc: 'Features explain; benefits persuade. We lead with what changes for the buyer.',
        },
        { icon: 'MessageSquare', title: 'Your Brand Voice', desc: 'Copy that sounds like you on your best day, not like a template.' },
        { icon: 'ShieldCheck', title: 'Proof and Credibility', desc: 'Specific claims, real results and honest language build trust.' },
        { icon: 'ArrowRight', title: 'A Clear Next Step', desc: 'Every piece ends with one obvious action for the reader to take.' },
        { icon: 'TestTube', title: 'Test and Refine', desc: 'We write alternatives and let performance data pick the winner.' },
      ],
    },
    {
      type: 'steps',
      heading: 'How a Project Runs',
      steps: [
        { step: '01', title: 'Briefing', desc: 'A short call and questionnaire about your offer, audience, competitors and goals.' },
        { step: '02', title: 'Messaging', desc: 'We agree the key messages and page structure before drafting begins.' },
        { step: '03', title: 'Drafting', desc: 'Your copywriter writes the first draft, edited in-house before it reaches you.' },
        {
          step: '04',
          title: 'Revisions',
          desc: 'We refine the copy with your feedback until every line is right, then supply it ready to publish.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Ready for Copy That Converts?',
    text: `Tell us what you need written and who it is for. We will come back with a scope and timeline within ${site.replyWithin}.`,
    button: { label: 'Start Your Copywriting Project', href: '#contact' },
  },
};

export default page;
