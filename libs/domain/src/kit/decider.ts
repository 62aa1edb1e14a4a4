import { Command, DomainEvent } from './event';

/**
 * The shape of every aggregate's rules: three small pure functions.
 * `decide` returns the new events or throws a DomainError; it never does I/O.
 */
export interface Decider<C extends Command, E extends DomainEvent, S> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
}

/** Folds a stream's events into the aggregate's state. */
export function fold<E extends DomainEvent, S>(
  decider: Pick<Decider<never, E, S>, 'initialState' | 'evolve'>,
  events: readonly E[],
): S {
  return events.reduce(decider.evolve, decider.initialState());
}

/** Exhaustiveness guard for `switch` over a union's `type`. */
export function unreachable(value: never): never {
  throw new Error(`Caso no contemplado: ${JSON.stringify(value)}`);
}
