// A socket the test drops by hand: what a waiting page gets as its `watchDrops` (issue #25, REL-03/07).
export function fakeDrops() {
  const listeners = new Set<() => void>();
  return {
    watch: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
    drop: () => [...listeners].forEach((listener) => listener()),
    count: () => listeners.size,
  };
}
