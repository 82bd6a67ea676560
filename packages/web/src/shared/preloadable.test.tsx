import { type ComponentType, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

const Screen = () => <p>the screen</p>;
const inBoundary = (Component: ComponentType) =>
  renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );

describe('preloadable: a component drawn at once when its code is in', () => {
  it('shows the fallback while the code downloads and draws the component in the same render once it is in', async () => {
    const Lazy = preloadable(async () => ({ default: Screen }));
    expect(inBoundary(Lazy)).toContain('loading');
    await Lazy.preload();
    expect(inBoundary(Lazy)).toContain('the screen');
    expect(inBoundary(Lazy)).not.toContain('loading');
  });

  it('downloads once however often it is preloaded', async () => {
    let downloads = 0;
    const Lazy = preloadable(async () => {
      downloads += 1;
      return { default: Screen };
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(downloads).toBe(1);
  });

  it('tries a failed download again on the next preload or draw', async () => {
    let attempts = 0;
    const Lazy = preloadable(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Screen };
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(attempts).toBe(2);
    expect(inBoundary(Lazy)).toContain('the screen');
  });
});
