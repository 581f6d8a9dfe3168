import type { IconName } from '../content/icon-names.js';
import { icons } from './icons.js';

/** A decorative inline SVG icon from the registry; sized by CSS, hidden from screen readers. */
export function Icon({ name, className, size = 24 }: { name: IconName; className?: string; size?: number }) {
  const Svg = icons[name];
  return <Svg className={className} width={size} height={size} aria-hidden="true" focusable="false" />;
}
