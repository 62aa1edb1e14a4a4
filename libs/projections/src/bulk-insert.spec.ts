/** A bound array is sent as the literal pg would send, and PostgreSQL reads back the same values. */
import { prepareValue } from 'pg/lib/utils';
import { arrayLiteral } from './bulk-insert';
import { openTestContext, TestContext } from './testing/fixtures.test';

const tricky = [
  'plain',
  'with "quotes"',
  'back\\slash',
  'a,b',
  '{braces}',
  'NULL',
  '',
  ' spaced ',
  'José Luis ñ',
  null,
];

describe('arrayLiteral', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('array_literal');
  });
  afterAll(() => ctx.close());

  it('given texts with quotes, backslashes, commas, braces and nulls, when made a literal, then it is the one pg makes of the array', () => {
    expect(arrayLiteral(tricky)).toBe(prepareValue(tricky));
    expect(arrayLiteral([1, 2.5, 10000000000, true, null])).toBe(prepareValue([1, 2.5, 10000000000, true, null]));
    expect(arrayLiteral([])).toBe('{}');
  });

  it('given the literal bound as an array, when PostgreSQL reads it, then it gives back every value', async () => {
    const { rows } = await ctx.knex.raw('select ?::text[] as texts, ?::numeric[]::text[] as amounts', [
      arrayLiteral(tricky),
      arrayLiteral(['12.50', null, '0.008123']),
    ]);
    expect(rows[0]).toEqual({ texts: tricky, amounts: ['12.50', null, '0.008123'] });
  });
});
