/**
 * One schema for every page written as data. Types come from the schemas, so the
 * compiler checks page files and `contentProblems` (validate.ts) checks the same rules when the
 * server bundle is built, and at boot when the site runs from source.
 */
import Type, { type Static } from 'typebox';
import { iconNames, type IconName } from './icon-names.js';

const Text = Type.String({ minLength: 1 });
const Icon = Type.Unsafe<IconName>({ type: 'string', enum: iconNames });

export const gradientNames = ['blue', 'violet', 'teal', 'amber', 'rose', 'emerald', 'indigo', 'cyan'] as const;
const Gradient = Type.Unsafe<(typeof gradientNames)[number]>({ type: 'string', enum: [...gradientNames] });

/** An in-page anchor ('#contact' is the page's audit form; others are section ids) or an internal path. */
const LinkHref = Type.Unsafe<`#${string}` | `/${string}`>({ type: 'string', pattern: '^(#[a-z][a-z0-9-]*|/.*)$' });

/**
 * A button: '#id' scrolls to a section of the same page ('#contact' to its audit form), '/path' or
 * '/path#id' opens a page, and 'tel' dials the agency phone from data/site.ts. A 'tel' button's label
 * may be left out: it is then built from the phone number ('Call (03) 5550 1234'), so copy never repeats it.
 */
export const ButtonSchema = Type.Union([
  Type.Object({ label: Text, href: LinkHref }, { additionalProperties: false }),
  Type.Object({ label: Type.Optional(Text), href: Type.Literal('tel') }, { additionalProperties: false }),
]);

export const CardSchema = Type.Object(
  {
    icon: Icon,
    title: Text,
    desc: Text,
    features: Type.Optional(Type.Array(Text)),
    /** Optional link rendered at the foot of the card. */
    link: Type.Optional(ButtonSchema),
  },
  { additionalProperties: false },
);

export const StepSchema = Type.Object(
  { step: Type.String({ pattern: '^[0-9]{2}$' }), title: Text, desc: Text },
  { additionalProperties: false },
);

export const MetricSchema = Type.Object({ value: Text, label: Text, description: Text }, { additionalProperties: false });

export const PackageSchema = Type.Object(
  {
    icon: Icon,
    title: Text,
    price: Text,
    desc: Text,
    features: Type.Array(Text, { minItems: 1 }),
    highlight: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Every section may carry an id, rendered on its <section>, so buttons can link to it as '#id'. */
const anchor = { id: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]*$' })) };
const heading = { ...anchor, heading: Text, intro: Type.Optional(Text) };

export const SectionSchema = Type.Union([
  /** Explanatory copy: paragraphs, then an optional bullet list, then optional closing paragraphs. */
  Type.Object(
    {
      type: Type.Literal('text'),
      ...anchor,
      heading: Text,
      paragraphs: Type.Array(Text, { minItems: 1 }),
      bullets: Type.Optional(Type.Array(Text)),
      after: Type.Optional(Type.Array(Text)),
    },
    { additionalProperties: false },
  ),
  /** Icon cards with optional bullet features. size 'small' staggers faster and packs tighter. */
  Type.Object(
    {
      type: Type.Literal('cards'),
      ...heading,
      columns: Type.Optional(Type.Union([Type.Literal(2), Type.Literal(3), Type.Literal(4)])),
      size: Type.Optional(Type.Literal('small')),
      cards: Type.Array(CardSchema, { minItems: 1 }),
    },
    { additionalProperties: false },
  ),
  Type.Object({ type: Type.Literal('steps'), ...heading, steps: Type.Array(StepSchema, { minItems: 2 }) }, { additionalProperties: false }),
  Type.Object(
    { type: Type.Literal('metrics'), ...heading, metrics: Type.Array(MetricSchema, { minItems: 2 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('packages'),
      ...heading,
      packages: Type.Array(PackageSchema, { minItems: 2 }),
      note: Type.Optional(Text),
    },
    { additionalProperties: false },
  ),
  /** Two columns side by side, e.g. 'AI speed' versus 'human expertise'. */
  Type.Object(
    {
      type: Type.Literal('comparison'),
      ...heading,
      columns: Type.Array(
        Type.Object({ icon: Icon, title: Text, points: Type.Array(Text, { minItems: 1 }) }, { additionalProperties: false }),
        { minItems: 2, maxItems: 2 },
      ),
    },
    { additionalProperties: false },
  ),
  /** Platform panels (Shopify, WooCommerce ...), shown as plain panels, one after another. */
  Type.Object(
    {
      type: Type.Literal('panels'),
      ...heading,
      panels: Type.Array(
        Type.Object({ icon: Icon, title: Text, desc: Text, points: Type.Optional(Type.Array(Text)) }, { additionalProperties: false }),
        { minItems: 2 },
      ),
    },
    { additionalProperties: false },
  ),
  /** A band of big figures (value + short label). */
  Type.Object(
    {
      type: Type.Literal('stats'),
      ...anchor,
      heading: Type.Optional(Text),
      stats: Type.Array(Type.Object({ value: Text, label: Text }, { additionalProperties: false }), { minItems: 2 }),
    },
    { additionalProperties: false },
  ),
  /** Short named items shown as a compact list, e.g. campaign types or analytics tools. */
  Type.Object(
    {
      type: Type.Literal('list'),
      ...heading,
      items: Type.Array(Type.Object({ title: Text, desc: Type.Optional(Text) }, { additionalProperties: false }), {
        minItems: 2,
      }),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      type: Type.Literal('faq'),
      ...anchor,
      heading: Text,
      items: Type.Array(Type.Object({ q: Text, a: Text }, { additionalProperties: false }), { minItems: 2 }),
    },
    { additionalProperties: false },
  ),
  /** The agency's case studies or testimonials from data/home.ts, for the /work pages. */
  Type.Object({ type: Type.Literal('caseStudies'), ...heading }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('testimonials'), ...heading }, { additionalProperties: false }),
]);

/** What a page file in data/pages/<group>/<slug>.ts holds; its path comes from the file's location. */
const pageFields = {
  meta: Type.Object(
    {
      /** Without the brand suffix; the layout appends site.titleSuffix from data/site.ts. */
      title: Text,
      description: Type.String({ minLength: 120, maxLength: 160 }),
    },
    { additionalProperties: false },
  ),
  hero: Type.Object(
    {
      category: Text,
      title: Text,
      subtitle: Type.Optional(Text),
      description: Text,
      icon: Icon,
      gradient: Gradient,
      /** The first is shown as the primary button, the second as an outline button. */
      buttons: Type.Optional(Type.Array(ButtonSchema, { maxItems: 2 })),
    },
    { additionalProperties: false },
  ),
  sections: Type.Array(SectionSchema, { minItems: 1 }),
  cta: Type.Object({ heading: Text, text: Text, button: ButtonSchema }, { additionalProperties: false }),
};

export const ServicePageDataSchema = Type.Object(pageFields, { additionalProperties: false });

/** A page as the site uses it: the file's data plus the path /<group>/<slug> (data/pages/index.ts adds it). */
export const ServicePageSchema = Type.Object(
  { path: Type.String({ pattern: '^/[a-z0-9-]+/[a-z0-9-]+$' }), ...pageFields },
  { additionalProperties: false },
);

export type Button = Static<typeof ButtonSchema>;
export type Section = Static<typeof SectionSchema>;
export type SectionType = Section['type'];
export type ServicePageData = Static<typeof ServicePageDataSchema>;
export type ServicePage = Static<typeof ServicePageSchema>;
export type Gradient = (typeof gradientNames)[number];
