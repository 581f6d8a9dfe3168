import type { ReactNode } from 'react';
import type { IslandName, Wake } from '../shared/island-wake.js';

/**
 * Server side of an island: a marker the browser's client.ts finds and hydrates with the same
 * component and props, when its `wake` directive says (src/shared/island-wake.ts).
 * `display: contents` keeps the wrapper out of the layout.
 */
export function Island({ name, wake, props, children }: { name: IslandName; wake: Wake; props?: object; children: ReactNode }) {
  return (
    <div data-island={name} data-wake={wake} data-props={props ? JSON.stringify(props) : undefined} className="island">
      {children}
    </div>
  );
}
