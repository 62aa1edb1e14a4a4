import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumed, RateLimits } from '../../infrastructure/rate-limits/rate-limits';

export const MAX_FAILURES = 5;
/** Failures from one address, whatever the e-mails: a shop's staff sharing it stay well under. */
export const MAX_ADDRESS_FAILURES = 20;
const WINDOW_SECONDS = 15 * 60;
const LOCK_SECONDS = 60;

/** A 429 of the sign-in; `seconds`: how long to wait (the answer's `Retry-After`). */
export class LoginLocked extends HttpException {
  constructor(
    message: string,
    readonly seconds: number,
  ) {
    super({ message, errors: { email: [message] } }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** An attempt let through: what its outcome updates. */
export interface Admitted {
  pair: string;
  address: string;
  /** The pair's attempts in its window, this one included. */
  attempts: number;
}

const secondsOf = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts failed sign-ins per e-mail and address in the store every process shares (RateLimits):
 * after 5 failures in 15 minutes the pair is locked for a minute, whatever the password (unknown
 * e-mails are counted the same way); after 20 failures from one address in 15 minutes, whatever
 * the e-mails, the address waits for its window's end. An attempt takes its pair's point before
 * its password is verified (the store's consume is atomic), so parallel guesses on any process are
 * all counted: of 12 at once, 5 are verified and 7 refused. In one process a pair's attempts also
 * run one after another (`serialize`), so parallel right passwords from one office each reset the
 * pair before the next takes its point. The address counts each failure once known (attempts
 * already verifying when it reaches 20 may still finish).
 */
@Injectable()
export class LoginThrottle {
  private readonly pairs: RateLimiterAbstract;
  private readonly addresses: RateLimiterAbstract;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(limits: RateLimits) {
    this.pairs = limits.limiter({
      name: 'login-pair',
      points: MAX_FAILURES,
      windowSeconds: WINDOW_SECONDS,
      blockSeconds: LOCK_SECONDS,
    });
    this.addresses = limits.limiter({
      name: 'login-address',
      points: MAX_ADDRESS_FAILURES,
      windowSeconds: WINDOW_SECONDS,
    });
  }

  /** Runs this process's attempts of one e-mail and address one after another. */
  serialize<T>(email: string, address: string, attempt: () => Promise<T>): Promise<T> {
    const key = `${email.toLowerCase()}|${address}`;
    const previous = this.queues.get(key) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(attempt);
    this.queues.set(key, current);
    void current
      .finally(() => {
        if (this.queues.get(key) === current) this.queues.delete(key);
      })
      .catch(() => undefined);
    return current;
  }

  /** Takes the attempt's point, or refuses it (LoginLocked) while its pair or its address is locked. */
  async admit(email: string, address: string): Promise<Admitted> {
    // Hashed: the e-mail is kept nowhere in clear, and any length fits the store's key.
    const pair = createHash('sha256').update(`${email.toLowerCase()}|${address}`).digest('hex');
    const paired = await consumed(this.pairs, pair);
    if (paired.consumedPoints > MAX_FAILURES) {
      const wait = secondsOf(paired.msBeforeNext);
      throw new LoginLocked(`Demasiados intentos de inicio de sesión. Intente de nuevo en ${wait} segundos.`, wait);
    }
    // The address counts failures only (its staff signing in at once never lock it): read here,
    // taken when the password turns out wrong.
    const fromAddress = await this.addresses.get(address);
    if (fromAddress && fromAddress.consumedPoints >= MAX_ADDRESS_FAILURES) {
      await this.pairs.reward(pair, 1);
      const wait = secondsOf(fromAddress.msBeforeNext);
      throw new LoginLocked(
        `Demasiados intentos de inicio de sesión desde esta red. Intente de nuevo en ${wait} segundos.`,
        wait,
      );
    }
    return { pair, address, attempts: paired.consumedPoints };
  }

  /** The password was wrong: the pair's 5th failure locks it for a minute (its failures start again after). */
  async failed(admitted: Admitted): Promise<void> {
    await Promise.all([
      admitted.attempts >= MAX_FAILURES ? this.pairs.block(admitted.pair, LOCK_SECONDS) : undefined,
      consumed(this.addresses, admitted.address),
    ]);
  }

  /** Signed in: the pair's failures are forgotten (the address's stay: one good password clears no guesses). */
  async succeeded(admitted: Admitted): Promise<void> {
    await this.pairs.delete(admitted.pair);
  }
}
