/**
 * Hydrates island markers with React: loads each island's chunk, hydrates it with the props the
 * server rendered (JSON in data-props), then marks the marker `data-hydrated="true"` so tests can
 * wait for it. If an island fails, its server HTML stays and keeps working.
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandName } from '../shared/island-wake.js';

// Each island has its own props; they arrive as JSON.
type IslandModule = { default: ComponentType<Record<string, unknown>> };

const loaders: Record<IslandName, () => Promise<unknown>> = {
  SiteHeader: () => import('./SiteHeader.js'),
  AuditForm: () => import('./AuditFormIsland.js'),
  Toaster: () => import('./Toaster.js'),
  FloatingCta: () => import('./FloatingCta.js'),
  LaserButton: () => import('./LaserButton.js'),
};

function Hydrated({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    el.dataset.hydrated = 'true';
  }, [el]);
  return children;
}

export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island ?? '';
  const load = loaders[name as IslandName] as (() => Promise<unknown>) | undefined;
  if (!load) return;
  try {
    const { default: Component } = (await load()) as IslandModule;
    const props = el.dataset.props ? (JSON.parse(el.dataset.props) as Record<string, unknown>) : {};
    hydrateRoot(el, createElement(Hydrated, { el }, createElement(Component, props)), {
      onRecoverableError: (error) => console.warn(`island ${name}:`, error),
    });
  } catch (error) {
    console.warn(`island ${name} could not start; the page keeps working without it`, error);
  }
}
