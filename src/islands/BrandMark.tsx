import { site } from '../../data/site.js';

/**
 * The agency's logo mark: a crosshair with a laser dot. Sized in markup so it never shifts layout.
 * The header and the footer both show it, so each passes its own gradient id (ids are unique per page).
 */
export function BrandMark({ gradientId }: { gradientId: string }) {
  return (
    <svg className="brand-mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb7185" />
          <stop offset="1" stopColor="#a78bfa" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="13" fill="none" stroke={`url(#${gradientId})`} strokeWidth="2.5" />
      <path d="M16 1v8M16 23v8M1 16h8M23 16h8" stroke={`url(#${gradientId})`} strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="16" r="3.5" fill="#fb7185" />
    </svg>
  );
}

/** The brand name as the logo shows it: the first word, then the rest in the accent colour (data/site.ts). */
export function BrandName() {
  const [first, ...rest] = site.name.split(' ');
  return (
    <span className="brand-name">
      {first}
      {rest.length > 0 && <span>{` ${rest.join(' ')}`}</span>}
    </span>
  );
}
