import {
  ANY,
  NO_STREAM,
  WrongExpectedVersionError as KurrentWrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import { testMetadata } from '../contract/event-store.contract';
import { WrongExpectedVersionError } from '../port';
import {
  decodeMetadata,
  encodeMetadata,
  toEventData,
  toStreamState,
  toVersion,
  translateError,
} from './kurrent-mapping';

describe('KurrentDB mapping (no server needed)', () => {
  it('maps expected versions to stream states (version n is revision n - 1)', () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState(0)).toBe(NO_STREAM);
    expect(toStreamState(1)).toBe(BigInt(0));
    expect(toStreamState(7)).toBe(BigInt(6));
    expect(() => toStreamState(-1)).toThrow();
    expect(toVersion(BigInt(6))).toBe(7);
  });

  it('round-trips metadata through a flat object of strings', () => {
    const metadata = testMetadata({ user_id: 'u-1' });
    const flat = encodeMetadata(metadata);
    expect(Object.values(flat).every((value) => typeof value === 'string')).toBe(true);
    expect(flat).not.toHaveProperty('causation_id');
    expect(decodeMetadata({ ...flat, '$schema.name': 'X' })).toEqual(metadata);
  });

  it('builds JSON events with a fresh id', () => {
    const [a, b] = [1, 2].map(() => toEventData({ type: 'OrderCreated', data: { n: 1 }, metadata: testMetadata() }));
    expect(a.contentType).toBe('application/json');
    expect(a.type).toBe('OrderCreated');
    expect(a.id).not.toBe(b.id);
  });

  it('translates a conflict into our error with our version numbers', () => {
    const conflict = new KurrentWrongExpectedVersionError(undefined, {
      streamName: 'order-1',
      expected: BigInt(0),
      current: BigInt(2),
    });
    const appends = [
      { streamId: 'stock-1', expectedVersion: 'any' as const, events: [] },
      { streamId: 'order-1', expectedVersion: 1, events: [] },
    ];
    const translated = translateError(conflict, appends) as WrongExpectedVersionError;
    expect(translated).toBeInstanceOf(WrongExpectedVersionError);
    expect([translated.streamId, translated.expected, translated.actual]).toEqual(['order-1', 1, 3]);
    const missing = new KurrentWrongExpectedVersionError(undefined, {
      streamName: 'order-1',
      expected: BigInt(0),
      current: NO_STREAM,
    });
    expect((translateError(missing, appends) as WrongExpectedVersionError).actual).toBeNull();
    const other = new Error('otro');
    expect(translateError(other, appends)).toBe(other);
  });
});
