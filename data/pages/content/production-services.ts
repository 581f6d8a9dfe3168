import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Video Production',
    description:
      'Full-service video production in Melbourne: planning, filming, editing, motion graphics and sound for marketing, social and website video that performs.',
  },
  hero: {
    category: 'Video Marketing',
    title: 'Video Production',
    subtitle: 'Planning, filming and editing under one roof',
    description:
      'From a single social clip to a full content library, we handle every stage of video production. One team plans the content, runs the shoot and finishes the edit, so your videos look consistent and arrive ready for the channels that matter to you.',
    icon: 'Video',
    gradient: 'violet',
    buttons: [{ label: 'Book a Production Call', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Production With Marketing in Mind',
      paragraphs: [
        'Beautiful footage is only half the job. Video earns its cost when it is planned around a goal, made for a specific platform and measured once it goes live. As a digital marketing agency, we start with how the video will be used and work backwards to the shoot.',
        'That means fewer wasted shots and more usable content. A well-planned production day can supply a hero video for your website, short clips for social, stills for your blog and footage you can reuse in ads for months.',
      ],
    },
    {
      type: 'cards',
      heading: 'Our Production Capabilities',
      intro: 'Take the full service, or bring us in for the stages where you need help.',
      columns: 3,
      cards: [
        {
          icon: 'Compass',
          title: 'Creative and Pre-Production',
          desc: 'Concepts, scripts, storyboards, shot lists and schedules that set the shoot up to succeed.',
          features: ['Content strategy', 'Scriptwriting', 'Location scouting'],
          link: { label: 'Video Marketing Guide', href: '/resources/video-marketing' },
        },
        {
          icon: 'Camera',
          title: 'Filming',
          desc: 'Professional crews, cinema cameras and lighting for studio, office and on-location shoots.',
          features: ['Interviews and presenters', 'B-roll and product footage', 'Multi-camera setups'],
        },
        {
          icon: 'Film',
          title: 'Editing',
          desc: 'Story-driven editing that keeps viewers watching and gets your message across quickly.',
          features: ['Narrative and promo edits', 'Social cut-downs', 'Fast review rounds'],
        },
        {
          icon: 'Wand2',
          title: 'Motion Graphics',
          desc: 'Titles, animated logos, lower thirds and data graphics that match your brand.',
          features: ['Brand-matched templates', 'Animated infographics', 'Subtitles and captions'],
        },
        {
          icon: 'Headphones',
          title: 'Sound and Music',
          desc: 'Clean audio, licensed music and professional voice-over for a polished finish.',
          features: ['Audio clean-up and mixing', 'Licensed music tracks', 'Voice-over casting'],
        },
        {
          icon: 'Palette',
          title: 'Colour Grading',
          desc: 'Consistent colour across every shot and every video, so your content looks like one brand.',
          features: ['Brand colour matching', 'Skin tone correction', 'Consistent series look'],
        },
      ],
    },
    {
      type: 'list',
      heading: 'Delivered Ready for Every Channel',
      intro: 'Every project is exported in the sizes and formats each platform expects.',
      items: [
        { title: 'Website', desc: 'Widescreen files compressed for fast loading, with thumbnail stills.' },
        { title: 'YouTube', desc: 'Full-length edits with chapters, captions and custom thumbnails.' },
        { title: 'Social feeds and stories', desc: 'Square and vertical versions with burnt-in captions.' },
        { title: 'Presentations and events', desc: 'High-resolution files for large screens and offline playback.' },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Work',
      steps: [
        { step: '01', title: 'Brief', desc: 'We agree the goal, audience, channels and budget, and how success will be measured.' },
        { step: '02', title: 'Plan', desc: 'Scripts, storyboards, schedules and locations are prepared and approved by you.' },
        { step: '03', title: 'Shoot', desc: 'Our crew captures everything on the plan, plus extra footage for future content.' },
        { step: '04', title: 'Finish', desc: 'Editing, grading, graphics and sound, followed by delivery in every format you need.' },
      ],
    },
  ],
  cta: {
    heading: 'Let\u2019s Make Video That Works',
    text: 'Tell us what you need filmed and where it will be used. We will reply with a production plan and quote.',
    button: { label: 'Get a Production Quote', href: '#contact' },
  },
};

export default page;
