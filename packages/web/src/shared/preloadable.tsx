import { type ComponentType, use } from 'react';

/** A component whose code downloads on demand: when first drawn, or ahead of that with `preload`. */
export type PreloadableComponent = ComponentType & { preload: () => Promise<unknown> };

/**
 * Like React's `lazy`, but once the code is in (preloaded, or drawn before) the component draws in the same
 * render, without suspending: React's `lazy` suspends on its first draw even when the download has finished,
 * and a Suspense boundary that showed its fallback reveals its content at the earliest 300 ms later (React's
 * throttle), so a screen opened from a link or a reload appeared 300 ms after its code and texts were there
 * (issue 19). A failed download is tried again on the next draw (the screen's error boundary offers it).
 */
export function preloadable(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Preloadable() {
    const Component = loaded ?? use(preload()).default;
    return <Component />;
  }
  return Object.assign(Preloadable, { preload });
}
