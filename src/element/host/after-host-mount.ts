/**
 * When a connection's first host messages may be dispatched as DOM events (decision SSR-03): in a
 * task queued after the next frame. React 19 attaches a `ref` in the commit that connects the
 * element, and runs `useEffect` in a scheduler task queued at the end of that commit; a host's
 * code after `append()` runs in the same task, a microtask's in that task's checkpoint. A task
 * queued from the next animation frame comes after all of them. A hidden page runs no frames:
 * there the same hop starts 100 ms after connecting.
 */
export function afterHostMount(run: () => void): void {
  const later = () => setTimeout(run);
  requestAnimationFrame(later);
  setTimeout(later, 100);
}
