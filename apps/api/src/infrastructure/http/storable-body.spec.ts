import { cleanBody, MAX_BODY_DEPTH, nestsWithin, storableText } from './storable-body';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};

describe('a body made storable', () => {
  it('is refused past the depth limit, without overflowing the stack however deep', () => {
    expect(cleanBody(nested(MAX_BODY_DEPTH))).toBe(true);
    expect(cleanBody(nested(MAX_BODY_DEPTH + 1))).toBe(false);
    expect(nestsWithin(nested(100_000), 8)).toBe(false);
  });

  it('loses NUL and lone surrogates in texts and keys, keeping pairs and plain keys', () => {
    const body: Record<string, unknown> = {
      note: 'a\u0000b\ud800c 😀',
      ['ke\u0000y']: ['x\u0000', { deep: '\udc00y' }],
      ['__pro\u0000to__']: { polluted: true },
    };
    expect(cleanBody(body)).toBe(true);
    expect(body.note).toBe('abc 😀');
    expect(body.key).toEqual(['x', { deep: 'y' }]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body)).toEqual(['note', 'key', '__proto__']);
    expect(storableText('sin cambios')).toBe('sin cambios');
  });
});
