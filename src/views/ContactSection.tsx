import { home } from '../../data/home.js';
import { AuditForm, type AuditFormProps } from '../islands/AuditForm.js';
import type { EnquiryFormState } from '../shared/enquiry-contract.js';
import { sectionIds } from '../shared/section-ids.js';
import { CheckList } from './CheckList.js';
import { ContactList } from './ContactList.js';
import { Island } from './Island.js';
import { SectionHeader } from './SectionHeader.js';

/**
 * The audit request section (id "contact"), shared by the home page and every service page
 * that has a '#contact' button. `form` carries values and errors when re-rendered after a bad POST.
 */
export function ContactSection({ source, form }: { source: string; form?: EnquiryFormState }) {
  const c = home.contact;
  const props: AuditFormProps = { submitLabel: c.submitLabel, note: c.note, source, ...form };
  return (
    <section id={sectionIds.contact} className="section contact">
      <div className="container contact-grid">
        <div className="contact-copy">
          <SectionHeader eyebrow={c.eyebrow} heading={c.heading} intro={c.intro} />
          <CheckList items={c.points} icon="CheckCircle2" large />
          <ContactList className="contact-direct" />
        </div>
        <div className="card contact-card">
          <Island name="AuditForm" wake="visible" props={props}>
            <AuditForm {...props} />
          </Island>
        </div>
      </div>
    </section>
  );
}
