import type { Section, SectionType } from '../../content/schema.js';

/** The section of one `type`, for typing each section component. */
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
