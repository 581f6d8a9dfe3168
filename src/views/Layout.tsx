import type { ReactNode } from 'react';
import FloatingCta from '../islands/FloatingCta.js';
import SiteHeader, { MobilePanel, type SiteHeaderProps } from '../islands/SiteHeader.js';
import Toaster from '../islands/Toaster.js';
import { Footer } from './Footer.js';
import { Island } from './Island.js';

/**
 * Shared page chrome: skip link, top navigation, main landmark, the no-JS phone menu, footer, the toast region and, on
 * the home page, the floating button. On a page with its own audit form the navigation's Enquire
 * button scrolls to that form (spec 2.2); elsewhere it leads to the home page's.
 */
export function Layout({ children, hasForm, floatingCta }: { children: ReactNode; hasForm: boolean; floatingCta?: boolean }) {
  const header: SiteHeaderProps = { enquireHref: hasForm ? '#contact' : '/#contact' };
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island name="SiteHeader" wake="interaction" props={header}>
        <SiteHeader {...header} />
      </Island>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <MobilePanel standalone enquireHref={header.enquireHref} />
      <Footer />
      {floatingCta && (
        // A landmark of its own: once shown, the button is page content that belongs to no other region.
        <aside aria-label="Shortcut to the section in view">
          <Island name="FloatingCta" wake="interaction">
            <FloatingCta />
          </Island>
        </aside>
      )}
      <Island name="Toaster" wake="with-react">
        <Toaster />
      </Island>
    </>
  );
}
