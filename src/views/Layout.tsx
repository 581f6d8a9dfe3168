import type { ReactNode } from 'react';
import SiteHeader from '../islands/SiteHeader.js';
import Toaster from '../islands/Toaster.js';
import { Footer } from './Footer.js';
import { Island } from './Island.js';

/** Shared page chrome: skip link, top navigation, main landmark and footer. */
export function Layout({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island name="SiteHeader">
        <SiteHeader />
      </Island>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {after}
      <Island name="Toaster">
        <Toaster />
      </Island>
      <Island name="Reveal">{null}</Island>
    </>
  );
}
