import type { ReactNode } from 'react';

/**
 * Server side of an island: a marker the browser's client.ts finds and hydrates with the
 * same component and props. `display: contents` keeps the wrapper out of the layout.
 */
export function Island({ name, props, children }: { name: string; props?: object; children: ReactNode }) {
  return (
    <div data-island={name} data-props={props ? JSON.stringify(props) : undefined} className="island">
      {children}
    </div>
  );
}
