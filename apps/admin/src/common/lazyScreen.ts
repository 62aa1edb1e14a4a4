import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code is fetched the first time it is shown (its own chunk of the build), so the
 * sign-in page and the dashboard do not download every screen. Each resource's index.ts declares
 * its screens this way: `list: lazyScreen(() => import('./BrandList'), 'BrandList')`. The layout's
 * Suspense shows 'Cargando' while a screen's code arrives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
