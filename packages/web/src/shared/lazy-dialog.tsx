import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code loads when it first opens (issue 10): the page's first load stays without it.
 * Once opened it stays mounted, so closing animates as before.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
