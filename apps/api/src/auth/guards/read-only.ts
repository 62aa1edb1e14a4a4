/**
 * Issue 32: the auditor reads everything and writes nothing. The access guard asks this one rule
 * of every request, so no route can forget it: a read-only role's request that is not a read (GET,
 * HEAD) is refused, unless the route only asks (a report job, a verify of the sealed chain) or is
 * signing in or out (`@NotAWrite()`).
 */
import { SetMetadata } from '@nestjs/common';
import { writesNothing, type Role } from '@bo/domain';
import type { Access } from './access.decorators';

export const NOT_A_WRITE_KEY = 'not-a-write';
/** A route that, though not a GET, records nothing of the business (signing in and out). */
export const NotAWrite = () => SetMetadata(NOT_A_WRITE_KEY, true);

/** The access table's actions that ask for something without changing anything: a report, a verify. */
const ASKING: ReadonlyArray<readonly [string, string]> = [
  ['reports', 'generate'],
  ['audit', 'verify'],
];

const READS = ['GET', 'HEAD', 'OPTIONS'];

/** Whether `role` may send this request: always for a writing role; a read-only one only reads, asks or signs in/out. */
export function mayWrite(role: Role, method: string, access: Access | undefined, notAWrite: boolean): boolean {
  if (!writesNothing(role)) return true;
  if (READS.includes(method.toUpperCase()) || notAWrite) return true;
  return (
    access?.kind === 'roles' &&
    ASKING.some(([resource, action]) => access.resource === resource && access.action === action)
  );
}
