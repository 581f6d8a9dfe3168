import clsx from 'clsx';
import { Icon } from './Icon.js';
import type { IconName } from '../content/icon-names.js';

/** A bullet list with a check icon per item: card features, package inclusions, benefits. */
export function CheckList({ items, icon = 'Check', large }: { items: string[]; icon?: IconName; large?: boolean }) {
  return (
    <ul className={clsx('checks', large && 'checks--lg')}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={large ? 20 : 16} />
          {item}
        </li>
      ))}
    </ul>
  );
}
