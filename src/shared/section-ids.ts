/**
 * The ids of the home page's sections, which links ('/#about'), the boot checks and the floating
 * button name; `contact` is also the audit form's section on every page that carries the form.
 */
export const sectionIds = {
  hero: 'hero',
  services: 'services',
  caseStudies: 'case-studies',
  about: 'about',
  contact: 'contact',
} as const;
