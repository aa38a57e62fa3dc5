import type { ComponentType } from 'react';
import type { IslandName } from '../client/islands';

/**
 * Renders an interactive component on the server inside a marker the browser hydrates.
 * The component must be listed under the same name in client/islands.ts; its props must be
 * plain JSON.
 */
export function Island<P extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<P>; props: P }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="island">
      <Component {...props} />
    </div>
  );
}
