/**
 * Browser entry: finds `data-island` markers, loads only the islands the page has (each is its
 * own chunk) and hydrates them with the props the server rendered, then marks each marker
 * `data-hydrated="true"` so tests can wait for it. If an island fails, its server HTML stays.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props; they arrive as JSON
type IslandModule = { default: ComponentType<any> };

const loaders: Record<string, () => Promise<IslandModule>> = {
  SiteHeader: () => import('./SiteHeader.js'),
  AuditForm: () => import('./AuditFormIsland.js'),
  Toaster: () => import('./Toaster.js'),
  FloatingCta: () => import('./FloatingCta.js'),
  LaserButton: () => import('./LaserButton.js'),
  Reveal: () => import('./Reveal.js'),
};

function Hydrated({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    el.dataset.hydrated = 'true';
  }, [el]);
  return children;
}

async function hydrate(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const load = loaders[name];
  if (!load) return;
  try {
    const { default: Component } = await load();
    const props = el.dataset.props ? (JSON.parse(el.dataset.props) as Record<string, unknown>) : {};
    hydrateRoot(el, createElement(Hydrated, { el }, createElement(Component, props)), {
      onRecoverableError: (error) => console.warn(`island ${name}:`, error),
    });
  } catch (error) {
    console.warn(`island ${name} could not start; the page keeps working without it`, error);
  }
}

for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) void hydrate(el);
