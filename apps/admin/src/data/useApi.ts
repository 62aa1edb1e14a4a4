import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';
import { onChange } from './changes';

interface ApiState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
}

/**
 * Reads one thing from the API outside react-admin's resource hooks (current rate, version,
 * history), and reads it again whenever a write to one of `refreshOn` resources succeeds.
 */
export const useApi = <T>(
  read: (dataProvider: AppDataProvider) => Promise<T>,
  deps: ReadonlyArray<unknown>,
  refreshOn: ReadonlyArray<string> = [],
): ApiState<T> & { refetch: () => void } => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<ApiState<T>>({ data: undefined, error: undefined, isPending: true });
  const readRef = useRef(read);
  readRef.current = read;
  const generation = useRef(0);

  const refetch = useCallback(() => {
    const current = ++generation.current;
    readRef
      .current(dataProvider)
      .then((data) => {
        if (current === generation.current) setState({ data, error: undefined, isPending: false });
      })
      .catch((error: unknown) => {
        if (current === generation.current) setState((previous) => ({ ...previous, error, isPending: false }));
      });
  }, [dataProvider, ...deps]);

  useEffect(() => {
    refetch();
    return () => {
      generation.current++;
    };
  }, [refetch]);

  const watched = refreshOn.join(',');
  useEffect(() => {
    if (!watched) return undefined;
    const resources = watched.split(',');
    return onChange((resource) => {
      if (resources.includes(resource)) refetch();
    });
  }, [watched, refetch]);

  return { ...state, refetch };
};
