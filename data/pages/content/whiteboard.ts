import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Whiteboard Animation',
    description:
      'Whiteboard animation videos made in Melbourne: hand-drawn explainers that simplify complex ideas for marketing, training and internal communication.',
  },
  hero: {
    category: 'Video Marketing',
    title: 'Whiteboard Animation',
    subtitle: 'Complex ideas, drawn one line at a time',
    description:
      'Whiteboard animation shows a hand sketching your story as a narrator explains it. Viewers follow every stroke, so attention stays on the idea. It is one of the clearest ways to teach a process, explain a service or walk staff through change.',
    icon: 'Brush',
    gradient: 'cyan',
    buttons: [{ label: 'Request a Whiteboard Video', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why the Whiteboard Style Works',
      paragraphs: [
        'There is something compelling about watching a picture being drawn. Viewers want to see what it becomes, so they keep watching. Because the drawing appears in step with the narration, each idea is seen and heard together, which makes it easier to follow and remember.',
        'The style is also honest and approachable. It feels like a knowledgeable person explaining something at a whiteboard, not a polished advertisement. That makes it well suited to education, training, and topics where trust matters more than glamour.',
      ],
    },
    {
      type: 'comparison',
      heading: 'Whiteboard or Full-Colour Animation?',
      intro: 'Both styles explain well. The right choice depends on your message and where the video will be seen.',
      columns: [
        {
          icon: 'Brush',
          title: 'Whiteboard Animation',
          points: [
            'Best for teaching, training and step-by-step processes',
            'Simple visuals keep focus on the narration',
            'Quick to produce and easy to update',
            'Approachable, informal tone',
          ],
        },
        {
          icon: 'Palette',
          title: 'Full-Colour Animation',
          points: [
            'Best for brand launches and product marketing',
            'Rich colour and movement to match your brand',
            'Suited to ads and social feeds',
            'Polished, premium feel',
          ],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'Where Whiteboard Videos Shine',
      columns: 3,
      cards: [
        {
          icon: 'GraduationCap',
          title: 'Training and E-Learning',
          desc: 'Break course material into short, memorable lessons that learners can replay.',
          features: ['Module-based series', 'Quiz and recap scenes', 'LMS-friendly files'],
        },
        {
          icon: 'Users',
          title: 'Staff Onboarding',
          desc: 'Introduce new starters to your organisation, values and processes consistently every time.',
          features: ['Company story and values', 'Policies made easy', 'Same message at every site'],
        },
        {
          icon: 'Workflow',
          title: 'Process Explanations',
          desc: 'Show how a service, claim or application works from start to finish.',
          features: ['Step-by-step flows', 'Customer journey maps', 'Fewer support enquiries'],
        },
        {
          icon: 'Lightbulb',
          title: 'Sales and Marketing',
          desc: 'Explain what makes your approach different in a format prospects actually finish.',
          features: ['Home page explainers', 'Sales email attachments', 'Trade show loops'],
        },
        {
          icon: 'Landmark',
          title: 'Public Information',
          desc: 'Communicate rules, programmes or changes clearly to a broad audience.',
          features: ['Plain-language scripts', 'Captioned for accessibility', 'Translation-ready'],
        },
        {
          icon: 'Network',
          title: 'Change Communication',
          desc: 'Help teams understand why change is happening and what it means for them.',
          features: ['Leadership narration', 'Before and after scenes', 'Internal comms support'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'How We Make Your Whiteboard Video',
      steps: [
        {
          step: '01',
          title: 'Script',
          desc: 'We turn your topic into a clear, conversational script that a viewer can follow without pausing.',
        },
        {
          step: '02',
          title: 'Sketch Storyboard',
          desc: 'Our illustrator maps each line of the script to a drawing, which you approve before production.',
        },
        {
          step: '03',
          title: 'Drawing and Animation',
          desc: 'Artwork is drawn and animated with the hand reveal, timed precisely to the narration.',
        },
        {
          step: '04',
          title: 'Voice, Music and Delivery',
          desc: 'Professional voice-over and music are added, with captions and files for every platform.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Have Something That Needs Explaining?',
    text: 'Tell us the topic and who needs to understand it. We will suggest a script approach and running time.',
    button: { label: 'Plan My Whiteboard Video', href: '#contact' },
  },
};

export default page;
