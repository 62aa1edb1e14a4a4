import { brandRecord } from '../brands/brand.record';
import { RecordDefinition } from './record-definition';

/**
 * Every catalogue record kind. Its events are registered, logged and listed in history from here:
 * add a line for each new kind.
 */
export const RECORDS: readonly RecordDefinition<any>[] = [brandRecord]; // eslint-disable-line @typescript-eslint/no-explicit-any
