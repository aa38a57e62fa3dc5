import { useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandName } from '../client/islands';

/**
 * Renders an interactive component on the server inside a marker the browser hydrates.
 * The component lives in a file named after it, `<name>.island.tsx`, under `views/widgets/`
 * or a module's `pages/` (client/islands.ts finds it there); its props must be plain JSON.
 *
 * The component is rendered as a React root of its own, as the browser hydrates it, with an
 * id prefix unique in the page that the browser reuses: the ids React's useId gives (and
 * react-aria's labels and descriptions with them) are then the same on both sides, instead of
 * depending on where the island sits in the page's tree.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const prefix = `i${useId().replace(/[^A-Za-z0-9]/g, '')}-`;
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-id-prefix={prefix}
      className="island"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
