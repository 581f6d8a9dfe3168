import { Fragment } from 'react';
import type { ServicePage as ServicePageData } from '../../content/schema.js';
import type { Crumb } from '../../content/page-entry.js';
import type { EnquiryFormState } from '../../shared/enquiry-contract.js';
import { ButtonLink } from '../ButtonLink.js';
import { ContactSection } from '../ContactSection.js';
import { PageHero } from '../PageHero.js';
import { RenderSection } from '../sections/index.js';
import { CtaBand } from '../sections/CtaBand.js';

/** The one layout shared by every service and resource page (spec 2.6); `hasForm` is the route table's word on the audit form. */
export function ServicePage({
  page,
  crumbs,
  hasForm,
  form,
}: {
  page: ServicePageData;
  crumbs: Crumb[];
  hasForm: boolean;
  form?: EnquiryFormState;
}) {
  const { hero } = page;
  return (
    <>
      <PageHero {...hero} crumbs={crumbs}>
        {hero.buttons && hero.buttons.length > 0 && (
          <div className="hero-actions">
            {hero.buttons.map((b, i) => (
              <Fragment key={i}>
                {i > 0 && ' '}
                <ButtonLink button={b} variant={i === 0 ? 'primary' : 'outline'} className="btn--lg" />
              </Fragment>
            ))}
          </div>
        )}
      </PageHero>
      {page.sections.map((section, i) => (
        <RenderSection section={section} index={i} key={`${section.type}-${i}`} />
      ))}
      <CtaBand cta={page.cta} />
      {hasForm && <ContactSection source={page.path} form={form} />}
    </>
  );
}
