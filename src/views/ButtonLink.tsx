import clsx from 'clsx';
import { site } from '../../data/site.js';
import type { Button } from '../content/schema.js';

/** Where a data button points: 'tel' becomes the agency's dial link, the rest are already hrefs. */
export function buttonHref(href: Button['href']): string {
  return href === 'tel' ? site.phone.href : href;
}

/** A data button's text: its own label, or for a call button without one, 'Call' and the phone number. */
export function buttonLabel(button: Button): string {
  return button.label ?? `Call ${site.phone.display}`;
}

/** A call-to-action rendered as a real link, so it works without JavaScript. */
export function ButtonLink({
  button,
  variant = 'primary',
  className,
}: {
  button: Button;
  variant?: 'primary' | 'outline';
  className?: string;
}) {
  return (
    <a className={clsx('btn', `btn--${variant}`, className)} href={buttonHref(button.href)}>
      {buttonLabel(button)}
    </a>
  );
}
