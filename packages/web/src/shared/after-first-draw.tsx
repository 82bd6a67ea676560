import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of a screen whose code is not needed for the screen's first draw (issue 10): `StandIn` draws in its
 * place with the same props, the download starts as the screen first renders (beside its data, never before
 * the screen draws) and the part replaces the stand-in once its code is there, without the user doing
 * anything. A stand-in draws what the part will (its size and look), so the page does not move.
 */
export function afterFirstDraw<P extends object>(
  load: () => Promise<ComponentType<P>>,
  StandIn: ComponentType<P>,
) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function AfterFirstDraw(props: P) {
    return (
      <Suspense fallback={<StandIn {...props} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
