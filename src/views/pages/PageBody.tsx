import type { PageEntry } from '../../content/page-entry.js';
import type { EnquiryFormState } from '../../shared/enquiry-contract.js';
import { HomePage } from './HomePage.js';
import { LegalPage } from './LegalPage.js';
import { ServicePage } from './ServicePage.js';
import { ThankYouPage } from './ThankYouPage.js';

/** The template each kind of route table entry renders with; `form` re-shows the audit form after a rejected post. */
export function PageBody({ entry, form }: { entry: PageEntry; form?: EnquiryFormState }) {
  switch (entry.kind) {
    case 'home':
      return <HomePage form={form} />;
    case 'legal':
      return <LegalPage content={entry.legal} numbered={entry.numbered} backHome={entry.backHome} crumbs={entry.crumbs} />;
    case 'thank-you':
      return <ThankYouPage />;
    case 'service':
      return <ServicePage page={entry.service} crumbs={entry.crumbs ?? []} form={form} />;
  }
}
