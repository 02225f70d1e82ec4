import { type ComponentType, lazy } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the module; from then on the component renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` that can also be loaded ahead of rendering. The server preloads what it renders, so
 * its HTML holds the content rather than a fallback; the browser may still load it lazily (a
 * server-rendered boundary then hydrates when the module arrives).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const Lazy = lazy(async () => ({ default: await load() }));
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  Component.preload = () => {
    pending ??= load().then((c) => {
      loaded = c;
    });
    return pending;
  };
  return Component;
}
