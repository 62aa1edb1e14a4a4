import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code is fetched the first time it is shown (its own chunk of the build), so the
 * sign-in page and the dashboard do not download every screen. Each resource's index.ts declares
 * its screens this way: `list: lazyScreen(() => import('./BrandList'), 'BrandList')`. The layout's
 * Suspense shows 'Cargando…' while a screen's code arrives. With `fetchAtOnce` (the page the
 * browser opens on), the fetch starts right away, alongside the first scripts and the session
 * check, not after them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fetchAtOnce = false,
) {
  const started = fetchAtOnce ? load() : undefined;
  // A failure of that early fetch is reported where the screen is shown (it awaits the same promise).
  started?.catch(() => undefined);
  return lazy(async () => ({ default: (await (started ?? load()))[name] }));
}
