import { lazy, Suspense } from 'react';
import { usePlayer } from './player-state';

// The bar (with its speed menu) loads the first time something plays, keeping it out of the
// first screen's JavaScript.
const PlayerBar = lazy(async () => ({ default: (await import('./player-bar')).PlayerBar }));

/** The layout's footer: the persistent player bar, once an episode is loaded. */
export function PlayerBarSlot() {
  const { current } = usePlayer();
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar />
    </Suspense>
  );
}
