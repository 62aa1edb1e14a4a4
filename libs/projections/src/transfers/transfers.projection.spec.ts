/** The transfers read model: one row per transfer with who moved it and when, its lines with their destinations. */
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, TestContext } from '../testing/fixtures.test';
import { transfersProjection } from './transfers.projection';

const at = (minute: number): string => new Date(Date.UTC(2026, 0, 15, 12, minute)).toISOString();
const created = (id: string, lines: { product_id: string; deposit_id: string; quantity: number }[]) =>
  event(
    `transfer-${id}`,
    'TransferCreated',
    {
      id,
      deposit_id: '2',
      comentary: id === '1' ? 'Reposición' : null,
      lines: lines.map((line, index) => ({ id: String(index + 1), ...line })),
    },
    metadata(at(Number(id)), '1'),
  );

describe('the transfers read model', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('transfers_projection');
    await appendAll(ctx, [
      created('1', [
        { product_id: '7', deposit_id: '3', quantity: 5 },
        { product_id: '8', deposit_id: '4', quantity: 2 },
      ]),
      created('2', [{ product_id: '7', deposit_id: '3', quantity: 1 }]),
      created('3', [{ product_id: '8', deposit_id: '3', quantity: 4 }]),
      event('transfer-1', 'TransferSent', { id: '1' }, metadata(at(10), '5')),
      event('transfer-1', 'TransferReceived', { id: '1' }, metadata(at(11), '6')),
      event('transfer-2', 'TransferSent', { id: '2' }, metadata(at(12), '5')),
      event('transfer-2', 'TransferCancelled', { id: '2' }, metadata(at(13), '1')),
    ]);
    for (const schema of ['one_by_one', 'all_at_once'])
      await migrateReadModels(ctx.knex, schema, [transfersProjection]);
    await catchUp(ctx.knex, ctx.store, transfersProjection, 'one_by_one', { batchSize: 1 });
    await catchUp(ctx.knex, ctx.store, transfersProjection, 'all_at_once', { batchSize: 1000 });
  });
  afterAll(() => ctx.close());

  it('keeps each transfer with its state, who created, sent, received or cancelled it, and its units', async () => {
    const transfers = await ctx.knex('all_at_once.transfers').orderBy('id');
    const when = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
    expect(
      transfers.map((row) => [
        row.id,
        row.deposit_id,
        row.state,
        row.comentary,
        row.emitter_id,
        row.sender_id,
        row.receiver_id,
        row.canceller_id,
        when(row.sent_at),
        when(row.received_at),
        when(row.cancelled_at),
        row.quantity,
        row.lines_count,
      ]),
    ).toEqual([
      ['1', '2', 'completed', 'Reposición', '1', '5', '6', null, at(10), at(11), null, 7, 2],
      ['2', '2', 'cancelled', null, '1', '5', null, '1', at(12), null, at(13), 1, 1],
      ['3', '2', 'prepared', null, '1', null, null, null, null, null, null, 4, 1],
    ]);
    const lines = await ctx.knex('all_at_once.transfer_lines').orderBy(['transfer_id', 'id']);
    expect(lines.map((row) => [row.transfer_id, row.id, row.product_id, row.deposit_id, row.quantity])).toEqual([
      ['1', '1', '7', '3', 5],
      ['1', '2', '8', '4', 2],
      ['2', '1', '7', '3', 1],
      ['3', '1', '8', '3', 4],
    ]);
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    for (const table of transfersProjection.tables)
      expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
  });
});
