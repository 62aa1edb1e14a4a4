/**
 * What a seal covers (issue 32): the canonical content of an event is the same bytes whatever the
 * order its objects' keys come in, changes with any sealed field, and the chain's step hashes the
 * previous seal with it, so the same history always gives the same head.
 */
import { createHash } from 'crypto';
import type { RecordedEvent } from '@bo/event-store';
import { canonicalContent, canonicalJson, contentHash, GENESIS_SEAL, nextSeal } from './canonical-event';

const event = (overrides: Partial<RecordedEvent> = {}): RecordedEvent => ({
  streamId: 'taxe-1',
  streamPosition: 1,
  position: { commit: '10', position: '1' },
  type: 'TaxeCreated',
  data: { id: '1', change: '36.50', cop_change: '4100' },
  metadata: {
    user_id: '1',
    correlation_id: 'c',
    causation_id: null,
    idempotency_key: null,
    at: '2026-12-01T12:00:00.000Z',
  },
  createdAt: new Date('2026-12-01T12:00:00.123Z'),
  ...overrides,
});

describe('the canonical content of an event', () => {
  it("sorts every object's keys, keeps arrays in order, and leaves nothing out", () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }, 2], e: undefined })).toBe(
      '{"a":[{"c":"x","d":null},2],"b":1}',
    );
    expect(canonicalContent(event())).toBe(
      '["taxe-1",1,"TaxeCreated",{"change":"36.50","cop_change":"4100","id":"1"},' +
        '{"at":"2026-12-01T12:00:00.000Z","causation_id":null,"correlation_id":"c","idempotency_key":null,"user_id":"1"},' +
        '"2026-12-01T12:00:00.123Z"]',
    );
  });

  it('is the same whatever order the keys were read in, and the global position is not part of it', () => {
    const reordered = event({
      data: { cop_change: '4100', change: '36.50', id: '1' },
      position: { commit: '99', position: '7' },
    });
    expect(contentHash(reordered).equals(contentHash(event()))).toBe(true);
  });

  it.each([
    ['the stream', { streamId: 'taxe-2' }],
    ['the position in the stream', { streamPosition: 2 }],
    ['the type', { type: 'TaxeUpdated' }],
    ['the data', { data: { id: '1', change: '36.51', cop_change: '4100' } }],
    ['the metadata (who)', { metadata: { ...event().metadata, user_id: '2' } }],
    ['when it was appended', { createdAt: new Date('2026-12-01T12:00:00.124Z') }],
  ])('changes with %s', (_name, overrides) => {
    expect(contentHash(event(overrides as Partial<RecordedEvent>)).equals(contentHash(event()))).toBe(false);
  });

  it('chains: seal(n) = SHA-256(seal(n - 1) || content hash(n)), from 32 zero bytes', () => {
    const first = nextSeal(GENESIS_SEAL, contentHash(event()));
    expect(first.toString('hex')).toBe(
      createHash('sha256').update(Buffer.alloc(32)).update(contentHash(event())).digest('hex'),
    );
    const second = nextSeal(first, contentHash(event({ streamPosition: 2 })));
    expect(second.equals(nextSeal(GENESIS_SEAL, contentHash(event({ streamPosition: 2 }))))).toBe(false);
  });
});
