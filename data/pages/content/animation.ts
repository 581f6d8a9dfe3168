import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Animation',
    description:
      'Animation services from a Melbourne agency: 2D, 3D and motion graphics for websites, ads and social media that make your brand and message easy to remember.',
  },
  hero: {
    category: 'Video Marketing',
    title: 'Animation',
    subtitle: 'Show ideas that a camera cannot film',
    description:
      'Animation lets you show the inside of a product, the flow of a service or an idea that has no physical form. We design and animate videos in your brand style, built for the channels where your audience watches.',
    icon: 'Film',
    gradient: 'amber',
    buttons: [{ label: 'Start an Animation', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Businesses Choose Animation',
      paragraphs: [
        'Live-action video needs locations, actors, weather and a shoot day. Animation needs none of those. Every frame is designed, so your brand colours, products and characters appear exactly as intended, and changes later are far simpler than a reshoot.',
        'Animation is also the clearest way to explain the abstract. Software, financial products, medical processes and engineering all become easier to understand when viewers can see them move step by step.',
      ],
      bullets: [
        'Full control over style, pace and brand consistency',
        'No reshoots: scenes can be updated as your product evolves',
        'Easy to localise with new voice-overs and on-screen text',
        'Works with or without sound, which suits social feeds',
      ],
    },
    {
      type: 'cards',
      heading: 'Animation Services',
      intro: 'One studio team covering every common animation style, from simple motion graphics to detailed 3D.',
      columns: 3,
      cards: [
        {
          icon: 'Shapes',
          title: '2D Animation',
          desc: 'Flat, illustrated animation that is friendly, flexible and cost-effective for most business stories.',
          features: ['Custom illustration', 'Brand-matched colour palettes', 'Character or icon-led styles'],
        },
        {
          icon: 'Boxes',
          title: '3D Animation',
          desc: 'Realistic or stylised 3D that shows products from every angle, including views a camera cannot reach.',
          features: ['Product visualisation', 'Cutaways and exploded views', 'Photorealistic rendering'],
        },
        {
          icon: 'Zap',
          title: 'Motion Graphics',
          desc: 'Animated type, data and shapes that bring statistics, processes and key messages to life.',
          features: ['Animated charts and data', 'Kinetic typography', 'Lower thirds and titles'],
        },
        {
          icon: 'Users',
          title: 'Character Animation',
          desc: 'Characters your audience can relate to, acting out the problems and results your customers experience.',
          features: ['Character design', 'Lip-sync to voice-over', 'Reusable brand mascots'],
        },
        {
          icon: 'Sparkles',
          title: 'Logo Animation',
          desc: 'Short animated logo reveals for video intros, presentations and social content.',
          features: ['Intro and outro versions', 'Sound design', 'Transparent background files'],
        },
        {
          icon: 'Smartphone',
          title: 'Social Media Animation',
          desc: 'Short loops and clips sized for feeds and stories, designed to work with the sound off.',
          features: ['Square, vertical and wide formats', 'Captions built in', 'Series for ongoing campaigns'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How Your Animation Comes Together',
      steps: [
        {
          step: '01',
          title: 'Script and Concept',
          desc: 'We learn your goal and audience, then write a script and agree the visual approach with you.',
        },
        {
          step: '02',
          title: 'Storyboard and Style Frames',
          desc: 'You see sketched scenes and finished style frames before any animation starts, so there are no surprises.',
        },
        {
          step: '03',
          title: 'Animation',
          desc: 'Our animators bring each scene to life, sharing progress so you can give feedback along the way.',
        },
        {
          step: '04',
          title: 'Sound and Delivery',
          desc: 'Voice-over, music and sound effects are added, and we export every format and size you need.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Animation Questions',
      items: [
        {
          q: 'How long does an animation take?',
          a: 'A short 2D piece usually takes a few weeks from script to delivery. 3D and longer projects take longer; we give you a schedule at the start.',
        },
        {
          q: 'Do you provide the voice-over and music?',
          a: 'Yes. We cast professional voice talent, including Australian accents, and license music for your intended use.',
        },
        {
          q: 'Can we reuse the artwork?',
          a: 'Yes. Characters, illustrations and scenes are supplied so you can use them in presentations, social posts and print.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Bring Your Message to Life',
    text: 'Share what you want to explain or promote, and we will suggest the animation style, length and format that fit.',
    button: { label: 'Discuss Your Animation', href: '#contact' },
  },
};

export default page;
