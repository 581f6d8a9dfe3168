import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Corporate Video',
    description:
      'Corporate video production in Melbourne: brand stories, client testimonials, recruitment and internal videos that present your organisation with confidence.',
  },
  hero: {
    category: 'Video Marketing',
    title: 'Corporate Video',
    subtitle: 'Your organisation, seen at its best',
    description:
      'Corporate video puts real faces to your brand. We film your people, places and clients and shape them into videos that build trust with customers, attract the right staff and keep everyone inside the business on the same page.',
    icon: 'Building2',
    gradient: 'indigo',
    buttons: [{ label: 'Plan a Corporate Video', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Video That Sounds Like You',
      paragraphs: [
        'Many corporate videos look the same: stock footage, a generic soundtrack and a script that could belong to anyone. They are forgotten before they finish. The videos that work are specific. They show the real team, the real workplace and the real outcomes clients care about.',
        'We plan each shoot around a clear purpose and a story worth telling. Then we make it easy for your people to be themselves on camera, with relaxed interview techniques and a small, professional crew that fits into a normal working day.',
      ],
    },
    {
      type: 'cards',
      heading: 'Corporate Video Services',
      columns: 3,
      cards: [
        {
          icon: 'Heart',
          title: 'Brand Story Videos',
          desc: 'Tell the story of why your business exists, what it values and how it helps customers.',
          features: ['Founder and leadership interviews', 'Workplace footage', 'Home and about page versions'],
        },
        {
          icon: 'Quote',
          title: 'Client Testimonials',
          desc: 'Let satisfied clients explain the difference you made, in their own words.',
          features: ['Guided interviews', 'On-site filming', 'Short social cut-downs'],
        },
        {
          icon: 'Briefcase',
          title: 'Recruitment Videos',
          desc: 'Show candidates what it is really like to work with you and attract people who fit.',
          features: ['Day-in-the-life stories', 'Employee interviews', 'Careers page and job ad edits'],
        },
        {
          icon: 'MessageSquare',
          title: 'Internal Communications',
          desc: 'CEO updates, change announcements and strategy briefings that reach every team.',
          features: ['Leadership messages', 'Quick-turnaround updates', 'Intranet-ready files'],
        },
        {
          icon: 'GraduationCap',
          title: 'Training Videos',
          desc: 'Consistent, repeatable instruction for safety, systems and procedures.',
          features: ['Scripted demonstrations', 'Screen and on-site footage', 'Modular lessons'],
        },
        {
          icon: 'Calendar',
          title: 'Event Coverage',
          desc: 'Conferences, launches and awards nights captured and edited into highlights and sessions.',
          features: ['Highlight reels', 'Full session recordings', 'Same-day social clips'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How a Corporate Shoot Runs',
      steps: [
        {
          step: '01',
          title: 'Planning',
          desc: 'We confirm the audience and message, write interview questions or a script, and plan locations and people.',
        },
        {
          step: '02',
          title: 'Pre-Production',
          desc: 'Shot lists, schedules and on-camera briefings are prepared so shoot day runs smoothly and on time.',
        },
        {
          step: '03',
          title: 'Filming',
          desc: 'A professional crew films interviews and supporting footage with minimal disruption to your workplace.',
        },
        {
          step: '04',
          title: 'Editing and Delivery',
          desc: 'We edit, grade, add music, graphics and captions, then deliver versions for web, social and presentations.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Corporate Video Questions',
      items: [
        {
          q: 'Our staff are nervous on camera. Will that show?',
          a: 'Rarely. We use conversational interviews rather than scripts to camera, and edit to keep the most natural moments.',
        },
        {
          q: 'Do you film outside Melbourne?',
          a: 'Yes. We film across Victoria and can travel interstate when a project needs it.',
        },
        {
          q: 'Can one shoot produce several videos?',
          a: 'Yes, and we recommend it. With careful planning, a single day can supply a brand video, testimonials and social clips.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Show People Who You Really Are',
    text: 'Tell us what you want your video to achieve. We will suggest a format, a shoot plan and a timeline.',
    button: { label: 'Start My Corporate Video', href: '#contact' },
  },
};

export default page;
