import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Draws its children in a render of their own, after the content above them is on the screen, in slices React
 * can pause: a long screen then reaches the browser in two pieces of main-thread work instead of one (issue 19).
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
