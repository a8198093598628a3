/** Mounts a React element in a fresh div of the page, inside act(), for the ui part tests. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  host: HTMLDivElement;
  /** Renders a new element into the same root (a prop change). */
  rerender(element: ReactElement): Promise<void>;
  done(): void;
}

export async function render(element: ReactElement): Promise<Rendered> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(element));
  return {
    host,
    rerender: async (next) => act(async () => root.render(next)),
    done: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}
