import clsx from 'clsx';
import { site } from '../../data/site.js';
import type { Button } from '../content/schema.js';

/** Where a data button points: 'tel' becomes the agency's dial link, the rest are already hrefs. */
export function buttonHref(href: Button['href']): string {
  return href === 'tel' ? site.phone.href : href;
}

/** A call-to-action rendered as a real link, so it works without JavaScript. */
export function ButtonLink({ button, className }: { button: Button; className?: string }) {
  const variant = button.variant ?? 'primary';
  const href = buttonHref(button.href);
  return (
    <a
      className={clsx('btn', `btn--${variant}`, className)}
      href={href}
    >
      {button.label}
    </a>
  );
}
