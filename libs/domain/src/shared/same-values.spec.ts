import { given } from '../kit';
import { brandRecord } from '../brands';
import { recordDecider } from '../catalogue/record.decider';
import { sameValues } from './same-values';

describe('same values', () => {
  it('does not depend on the order of the keys, at any depth', () => {
    expect(
      sameValues({ a: 1, b: { c: 2, d: [1, { e: 3, f: 4 }] } }, { b: { d: [1, { f: 4, e: 3 }], c: 2 }, a: 1 }),
    ).toBe(true);
    expect(sameValues({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe(false);
    expect(sameValues([1, 2], [2, 1])).toBe(false);
  });

  it('lets an edit that changes nothing record nothing, even when the stored event came back with its keys sorted', () => {
    const metadata = {
      user_id: '1',
      correlation_id: 'c',
      causation_id: null,
      idempotency_key: null,
      at: '2026-01-01T00:00:00Z',
    };
    // As jsonb returns it: keys in another order than the decider wrote them.
    const stored = { type: 'BrandCreated', data: { code: 'BOS', id: '7', name: 'Bosch' } };
    given(recordDecider(brandRecord), [stored])
      .when({ type: 'UpdateRecord', data: { values: { name: 'Bosch', code: 'BOS' } }, metadata })
      .then([]);
  });
});
