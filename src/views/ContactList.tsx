import { site } from '../../data/site.js';
import { Icon } from './Icon.js';

/** Phone, email, (optionally) address and office hours, as links where they can be. */
export function ContactList({ className, withAddress }: { className: string; withAddress?: boolean }) {
  return (
    <ul className={className}>
      <li>
        <Icon name="Phone" size={18} />
        <a href={site.phone.href}>{site.phone.display}</a>
      </li>
      <li>
        <Icon name="Mail" size={18} />
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </li>
      {withAddress && (
        <li>
          <Icon name="MapPin" size={18} />
          <span>{site.address.display}</span>
        </li>
      )}
      <li>
        <Icon name="Clock" size={18} />
        <span>{site.officeHours}</span>
      </li>
    </ul>
  );
}
