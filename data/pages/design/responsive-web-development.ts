import type { ServicePageData } from '../../../src/content/schema.js';

const page: ServicePageData = {
  meta: {
    title: 'Responsive Web Development',
    description:
      'Responsive web development in Melbourne: mobile-first websites that look right and work smoothly on every phone, tablet, laptop and large desktop screen.',
  },
  hero: {
    category: 'Web Design',
    title: 'Responsive Web Development',
    subtitle: 'One website that works on every screen',
    description:
      'Your customers switch between phones, tablets and computers throughout the day. Your website should feel natural on all of them. We build responsive websites that adapt their layout, images and navigation to each screen, so every visitor gets a fast, easy experience.',
    icon: 'MonitorSmartphone',
    gradient: 'cyan',
    buttons: [{ label: 'Make My Site Responsive', href: '#contact' }, { href: 'tel' }],
  },
  sections: [
    {
      type: 'text',
      heading: 'Why Responsive Development Matters',
      paragraphs: [
        'A site that only works well on a desktop turns away a large share of its visitors. People pinch, zoom and give up, then choose a competitor whose site is easier to use.',
        'Search engines notice too. Google predominantly uses the mobile version of a page for indexing and ranking, so a poor mobile experience can hold back your visibility even for desktop searches. Responsive development fixes both problems with one codebase: a single site that reshapes itself for each screen.',
      ],
    },
    {
      type: 'cards',
      heading: 'Designed and Tested for Every Breakpoint',
      intro: 'We plan layouts for four screen ranges and test the transitions between them, not just the extremes.',
      columns: 4,
      cards: [
        {
          icon: 'Smartphone',
          title: 'Phones (320-768px)',
          desc: '320-768px: single-column layouts, large tap targets and navigation that fits under a thumb.',
          features: ['Readable text without zooming', 'Click-to-call and short forms', 'Lightweight images'],
        },
        {
          icon: 'Tablet',
          title: 'Tablets (768-1024px)',
          desc: '768-1024px: flexible two-column layouts that work in both portrait and landscape.',
          features: ['Touch-friendly menus', 'Balanced content and imagery', 'Orientation changes handled'],
        },
        {
          icon: 'Laptop',
          title: 'Laptops (1024-1440px)',
          desc: '1024-1440px: full navigation and multi-column layouts that make good use of the space.',
          features: ['Hover states and menus', 'Comfortable line lengths', 'Sidebars where useful'],
        },
        {
          icon: 'Monitor',
          title: 'Large Screens (1440px and above)',
          desc: '1440px and above: contained layouts that use extra width well without stretching content.',
          features: ['Maximum content widths', 'High-resolution imagery', 'No awkward empty space'],
        },
      ],
    },
    {
      type: 'cards',
      heading: 'What Responsive Development Includes',
      intro: 'Responsive is more than shrinking a desktop page. It is a set of decisions made for every component.',
      columns: 3,
      cards: [
        {
          icon: 'Smartphone',
          title: 'Mobile-First Build',
          desc: 'We start with the smallest screen and add complexity as space allows, which keeps pages lean.',
          features: ['Priority content first', 'Progressive enhancement', 'Less code on small devices'],
        },
        {
          icon: 'Layout',
          title: 'Fluid Layouts and Grids',
          desc: 'Modern CSS layouts that adapt smoothly across sizes instead of jumping between fixed widths.',
          features: ['Flexible grid systems', 'Fluid typography', 'Consistent spacing rules'],
        },
        {
          icon: 'Image',
          title: 'Responsive Images',
          desc: 'Each device downloads an image sized for its screen, saving data and speeding up pages.',
          features: ['Modern image formats', 'Multiple sizes per image', 'Lazy loading below the fold'],
        },
        {
          icon: 'Menu',
          title: 'Adaptive Navigation',
          desc: 'Menus that suit each device, from compact mobile menus to full desktop navigation.',
          features: ['Accessible toggle menus', 'Sticky calls to action', 'Keyboard-friendly controls'],
        },
        {
          icon: 'Gauge',
          title: 'Performance Tuning',
          desc: 'Fast loading on mobile networks, measured against Google Core Web Vitals.',
          features: ['Code and asset optimisation', 'Caching and compression', 'Layout shift prevention'],
        },
        {
          icon: 'CheckCircle2',
          title: 'Cross-Device Testing',
          desc: 'Testing on real phones, tablets and browsers before launch, not just a resized desktop window.',
          features: ['iOS and Android devices', 'Major browsers', 'Portrait and landscape checks'],
        },
      ],
    },
    {
      type: 'steps',
      heading: 'Our Responsive Development Process',
      steps: [
        {
          step: '01',
          title: 'Review',
          desc: 'We check how your audience visits the site and where the current experience breaks down.',
        },
        {
          step: '02',
          title: 'Plan Breakpoints',
          desc: 'We decide how each page and component should behave at every screen range.',
        },
        {
          step: '03',
          title: 'Build Mobile-First',
          desc: 'We develop from the smallest screen up, keeping the code lean and the content in the right order.',
        },
        {
          step: '04',
          title: 'Test on Real Devices',
          desc: 'We test across devices and browsers, fix every issue and launch with confidence.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Is Your Site Letting Mobile Visitors Down?',
    text: 'Send us your website address. We will check how it performs on phones, tablets and desktops and show you what to fix.',
    button: { label: 'Make My Site Responsive', href: '#contact' },
  },
};

export default page;
