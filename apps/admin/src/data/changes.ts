/**
 * A tiny in-page bus: the data provider announces every successful write by resource, so the
 * parts of the screen that read outside react-admin's lists (the rate in the top bar, a record's
 * history) refresh themselves whichever screen made the change.
 */
type Listener = (resource: string) => void;

const listeners = new Set<Listener>();

export const announceChange = (resource: string) => {
  listeners.forEach((listener) => listener(resource));
};

export const onChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
