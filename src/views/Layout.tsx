import type { ReactNode } from 'react';
import { Header } from './Header.js';
import { Footer } from './Footer.js';

/** Shared page chrome: skip link, top navigation, main landmark and footer. */
export function Layout({ children, after }: { children: ReactNode; after?: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {after}
    </>
  );
}
