import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Explainer Videos',
    description:
      'Explainer video production in Melbourne: short scripted videos that explain your product or service in about a minute and move viewers to take the next step.',
  },
  hero: {
    category: 'Video Marketing',
    title: 'Explainer Videos',
    subtitle: 'Your offer, explained in about a minute',
    description:
      'If people need a long conversation to understand what you do, you lose them before the conversation starts. An explainer video answers the three questions every visitor has: what is it, how does it work and why should I care.',
    icon: 'Play',
    gradient: 'emerald',
    buttons: [{ label: 'Get an Explainer Video', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'One Short Video, Many Jobs',
      paragraphs: [
        'An explainer sits at the top of your home page, in your sales emails, on your product pages and in your ads. It does the same job every time: it gives a prospect a clear, consistent picture of what you offer, without needing a salesperson in the room.',
        'The secret is the script. We spend most of our early effort distilling your offer into a simple story, then choose the visual style that tells it best: animated, live action or a mix of both.',
      ],
    },
    {
      type: 'list',
      heading: 'The Shape of a Good Explainer',
      intro: 'Most effective explainers follow the same five beats. We write every script around them.',
      items: [
        { title: 'The hook', desc: 'A first few seconds that show viewers this video is about their situation.' },
        { title: 'The problem', desc: 'The frustration or cost your customer lives with today, named plainly.' },
        { title: 'The solution', desc: 'Your product or service, introduced as the way out.' },
        { title: 'How it works', desc: 'Three or so simple steps that make the solution feel easy and real.' },
        { title: 'The call to action', desc: 'One clear next step: book, buy, sign up or get in touch.' },
      ],
    },
    {
      type: 'cards',
      heading: 'Explainer Videos We Produce',
      columns: 3,
      cards: [
        {
          icon: 'Monitor',
          title: 'Product Explainers',
          desc: 'Show how your product works and the difference it makes, ideal for home pages and launches.',
          features: ['Feature walk-throughs', 'Benefit-led storyline', 'Launch-ready cut-downs'],
        },
        {
          icon: 'Laptop',
          title: 'Software and App Demos',
          desc: 'Screen-based explainers that guide viewers through your interface without overwhelming them.',
          features: ['Animated screen captures', 'Highlighted interactions', 'Easy to update on new releases'],
        },
        {
          icon: 'Briefcase',
          title: 'Service Explainers',
          desc: 'Make an intangible service concrete by showing the process and what clients receive.',
          features: ['Process visualised', 'Client journey storyline', 'Trust-building detail'],
        },
        {
          icon: 'Workflow',
          title: 'Onboarding Videos',
          desc: 'Help new customers get started quickly and reduce repetitive support questions.',
          features: ['Step-by-step setup', 'Series of short modules', 'Embedded in emails and help centres'],
        },
        {
          icon: 'Megaphone',
          title: 'Ad Explainers',
          desc: 'Short versions of your explainer cut for paid social and YouTube campaigns.',
          features: ['15 and 30 second edits', 'Vertical and square formats', 'Captioned for silent viewing'],
        },
        {
          icon: 'Presentation',
          title: 'Investor and Pitch Videos',
          desc: 'Clear explanations of your business model and opportunity for pitches and funding rounds.',
          features: ['Market problem framed', 'Business model explained', 'Pairs with your pitch deck'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Explainer Process',
      steps: [
        {
          step: '01',
          title: 'Discovery Call',
          desc: 'We learn your offer, audience and objections, and agree where the video will be used.',
        },
        {
          step: '02',
          title: 'Scriptwriting',
          desc: 'We write a tight script, usually 60 to 90 seconds, and refine it with you until it is right.',
        },
        {
          step: '03',
          title: 'Design and Production',
          desc: 'Storyboards and style frames come first, then animation or filming, voice-over and music.',
        },
        {
          step: '04',
          title: 'Launch Versions',
          desc: 'You receive the full video plus cut-downs and captions ready for your site, ads and social.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Make Your Offer Easy to Understand',
    text: 'Send us a short description of what you sell and we will come back with a recommended explainer approach.',
    button: { label: 'Plan My Explainer Video', href: '#contact' },
  },
};

export default page;
