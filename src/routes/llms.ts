/**
 * /llms.txt (llmstxt.org): a plain summary of the agency, its services and its key pages for AI
 * assistants, which the agency itself sells visibility in. Made from the route table and data/site.ts.
 */
import { site } from '../../data/site.js';
import { posts, routes } from './route-table.js';

export function llmsTxt(siteUrl: string): string {
  const services = routes.filter((r) => r.kind === 'service' && /^\/(strategy|content|design)\//.test(r.path));
  const line = (r: (typeof routes)[number]) => `- [${r.title.replace(site.titleSuffix, '')}](${siteUrl}${r.path}): ${r.description}`;
  const studies = routes.filter((r) => r.kind === 'case-study');
  return [
    `# ${site.name}`,
    '',
    `> ${site.name} is an SEO and digital marketing agency in ${site.address.locality}, ${site.address.region}, Australia. It offers SEO, Google Ads and paid social, content, web design and AI search visibility for small and medium businesses, and a free SEO audit (${siteUrl}/#contact). Phone ${site.phone.display}, email ${site.email}, ${site.officeHours}.`,
    '',
    '## Services',
    '',
    ...services.map(line),
    '',
    '## Case studies',
    '',
    ...(studies.length ? studies.map(line) : [`- [Case studies](${siteUrl}/work/case-studies)`]),
    '',
    '## Articles',
    '',
    ...posts.map((p) => `- [${p.title}](${siteUrl}${p.path}): ${p.description}`),
    '',
    '## Optional',
    '',
    `- [Privacy policy](${siteUrl}/privacy-policy)`,
    `- [Terms of service](${siteUrl}/terms-of-service)`,
    '',
  ].join('\n');
}
