import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * A screen whose code is fetched the first time it is shown (its own chunk of the build), so the
 * sign-in page and the dashboard do not download every screen. Each resource's index.ts declares
 * its screens this way: `list: lazyScreen(() => import('./BrandList'), 'BrandList')`. The layout's
 * Suspense shows 'Cargando…' while a screen's code arrives.
 *
 * With `fetchAtOnce` (the page the browser opens on), the fetch starts right away, alongside the
 * first scripts and the session check, not after them; a screen whose code has arrived by the time
 * it is shown renders at once, without going through Suspense (React holds a revealed fallback for
 * 300 ms at least: 'Cargando…' would flash and delay the page).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own type
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  fetchAtOnce = false,
) {
  let fetching: Promise<M[K]> | undefined;
  let loaded: M[K] | undefined;
  const fetchOnce = () =>
    (fetching ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        fetching = undefined; // the next showing tries again
        throw error;
      },
    ));
  // A failure of that early fetch is reported where the screen is shown (it fetches again).
  if (fetchAtOnce) fetchOnce().catch(() => undefined);
  const Fetched = lazy(async () => ({ default: await fetchOnce() }));
  return (props: ComponentProps<M[K]>) => createElement(loaded ?? Fetched, props);
}
