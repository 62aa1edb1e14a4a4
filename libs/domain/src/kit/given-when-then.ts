import { Command, DomainEvent } from './event';
import { Decider, fold } from './decider';
import { DomainError, FieldRuleError } from './domain-error';

/**
 * given([...past events]).when(command).then([...new events]) or .thenRefuses('message').
 * Works with any test runner: it throws an Error describing the mismatch.
 */
export function given<C extends Command, E extends DomainEvent, S>(decider: Decider<C, E, S>, events: E[] = []) {
  return {
    when(command: C) {
      const run = (): E[] => decider.decide(command, fold(decider, events));
      return {
        then(expected: E[]): void {
          const actual = run();
          const a = JSON.stringify(actual);
          const e = JSON.stringify(expected);
          if (a !== e) throw new Error(`Se esperaban los eventos\n${e}\npero se obtuvo\n${a}`);
        },
        thenRefuses(message: string | RegExp, kind: DomainError['kind'] = 'rule'): void {
          let produced: E[];
          try {
            produced = run();
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            const matches = typeof message === 'string' ? error.message === message : message.test(error.message);
            if (!matches) throw new Error(`Se esperaba el rechazo "${String(message)}" pero fue "${error.message}"`);
            if (error.kind !== kind) throw new Error(`Se esperaba un rechazo de tipo ${kind} pero fue ${error.kind}`);
            return;
          }
          throw new Error(`Se esperaba el rechazo "${String(message)}" pero se obtuvo ${JSON.stringify(produced)}`);
        },
        /** Refused by a field rule (a 400 under `field`), not by a rule about the state of things. */
        thenRefusesOn(field: string, message: string): void {
          let produced: E[];
          try {
            produced = run();
          } catch (error) {
            if (!(error instanceof FieldRuleError)) throw error;
            if (error.field !== field || error.message !== message)
              throw new Error(`Se esperaba "${message}" en ${field} pero fue "${error.message}" en ${error.field}`);
            return;
          }
          throw new Error(`Se esperaba "${message}" en ${field} pero se obtuvo ${JSON.stringify(produced)}`);
        },
      };
    },
  };
}
