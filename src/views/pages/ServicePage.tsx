import type { ServicePage as ServicePageData } from '../../content/schema.js';
import { pageHasContactForm } from '../../content/validate.js';
import type { AuditFormProps } from '../../islands/AuditForm.js';
import { ButtonLink } from '../ButtonLink.js';
import { ContactSection } from '../ContactSection.js';
import { PageHero, type Crumb } from '../PageHero.js';
import { RenderSection } from '../sections/index.js';
import { CtaBand } from '../sections/CtaBand.js';

/** The one layout shared by every service and resource page (spec 2.6). */
export function ServicePage({ page, crumbs, form }: { page: ServicePageData; crumbs: Crumb[]; form?: Partial<AuditFormProps> }) {
  const { hero } = page;
  return (
    <>
      <PageHero {...hero} crumbs={crumbs}>
        {hero.buttons && hero.buttons.length > 0 && (
          <div className="hero-actions">
            {hero.buttons.map((b, i) => (
              <ButtonLink key={i} button={b} variant={i === 0 ? 'primary' : 'outline'} className="btn--lg" />
            ))}
          </div>
        )}
      </PageHero>
      {page.sections.map((section, i) => (
        <RenderSection section={section} index={i} key={`${section.type}-${i}`} />
      ))}
      <CtaBand cta={page.cta} />
      {pageHasContactForm(page) && <ContactSection source={page.path} form={form} />}
    </>
  );
}
