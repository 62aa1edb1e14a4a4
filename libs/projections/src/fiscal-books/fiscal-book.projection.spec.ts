/**
 * The fiscal books' read model (issue 33, item 6): given invoices, credit notes, payments with
 * IGTF, refunds and taxed purchases, then one row per document with its bases, IVA per rate,
 * withholding and IGTF; purchases without a control number are not in it; the same rows whatever
 * the batch boundaries.
 */
import { validateEvent } from '@bo/domain';
import { catchUp } from '../catch-up';
import { compareTable } from '../compare-tables';
import { migrateReadModels } from '../migrate-read-models';
import { appendAll, event, metadata, openTestContext, StreamEvent, TestContext } from '../testing/fixtures.test';
import { verifyProjections } from '../verify-projections';
import { fiscalBookProjection } from './fiscal-book.projection';

const at = (minute: number): string => new Date(Date.UTC(2026, 11, 2, 12, minute)).toISOString();
const meta = (minute: number) => metadata(at(minute), '1');

const payment = (order: string, paymentId: string, amount: string, igtf?: string) =>
  event(
    `order-${order}`,
    'OrderPaymentRecorded',
    {
      id: order,
      payment_id: paymentId,
      method_id: '3',
      method_code: 'zelle',
      method_name: 'Zelle',
      amount,
      amount_bs: '0.00',
      exchange_rate: null,
      reference: '',
      client_payment_id: null,
      paid: amount,
      state: 'request',
      date: '2026-12-02',
      ...(igtf ? { igtf } : {}),
    },
    meta(Number(paymentId)),
  );

const invoiced = (order: string, number: string, minute: number) =>
  event(
    `order-${order}`,
    'OrderInvoiced',
    {
      id: order,
      invoice_number: number,
      control_number: `00-0000000${number}`,
      date: '2026-12-02',
      client_name: 'Ana Pérez',
      client_identification: 'V-12345678',
      exchange_rate: '36.50',
      taxes: [
        { code: 'G', rate: '16.00', base: '100.00', amount: '16.00' },
        { code: 'R', rate: '8.00', base: '50.00', amount: '4.00' },
      ],
      exempt: '10.00',
      tax_total: '20.00',
      base: '160.00',
      total: '180.00',
    },
    meta(minute),
  );

const purchase = (id: string, extra: Record<string, unknown>, minute: number) =>
  event(
    `shopping-${id}`,
    'ShoppingRegistered',
    {
      id,
      provider_id: '4',
      provider_name: 'Repuestos El Llanero',
      invoice_number: `F-${id}`,
      date: '2026-11-30',
      due_date: '2026-12-30',
      payment_type: 'credit',
      deposit_id: '1',
      comentary: '',
      exchange_rate: '36.00',
      lines: [
        {
          id: '1',
          product_id: '7',
          code: 'P7',
          name: 'Filtro',
          quantity: 1,
          cost: '50.00',
          percentage: null,
          price: null,
          total: '50.00',
        },
      ],
      sub_total: '50.00',
      discount_percentage: null,
      discount: '0.00',
      total: '50.00',
      payments: [],
      total_paid: '0.00',
      status: 'pending',
      ...extra,
    },
    meta(minute),
  );

const PROVIDER = {
  id: '4',
  name: 'Luis',
  company_name: 'Repuestos El Llanero',
  tax_id: 'J-12345678-9',
  email: null,
  phone: null,
  website: null,
  address: null,
  city: null,
  country: null,
  notes: null,
};

function history(): StreamEvent[] {
  return [
    event('provider-4', 'ProviderCreated', PROVIDER, meta(0)),
    // A payment before the invoice, one after, one in bolivars (no IGTF), then a refund.
    payment('10', '1', '100.00', '3.00'),
    invoiced('10', '1', 2),
    payment('10', '3', '50.00', '1.50'),
    payment('10', '4', '30.00'),
    invoiced('11', '2', 5),
    event(
      'order-10',
      'CreditNoteIssued',
      {
        id: '10',
        devolution_id: '77',
        number: '1',
        control_number: '00-00000003',
        invoice_number: '1',
        invoice_control_number: '00-00000001',
        date: '2026-12-02',
        client_name: 'Ana Pérez',
        client_identification: 'V-12345678',
        exchange_rate: '36.50',
        taxes: [{ code: 'G', rate: '16.00', base: '50.00', amount: '8.00' }],
        exempt: '0.00',
        tax_total: '8.00',
        base: '50.00',
        total: '58.00',
      },
      meta(6),
    ),
    event(
      'order-10',
      'OrderReturned',
      {
        id: '10',
        devolution_id: '77',
        amount: '58.00',
        returned: '58.00',
        total: '122.00',
        returned_cost: '20.00',
        lines: [{ line_id: '1', quantity: 1 }],
        refund: {
          payment_id: '5',
          method: 'transfer',
          method_id: '3',
          method_code: 'zelle',
          method_name: 'Zelle',
          amount: '58.00',
          reference: '',
          igtf: '1.16',
        },
        credit_note: null,
        paid: '122.00',
        state: 'finish',
      },
      meta(7),
    ),
    // A purchase under regime none: not in the book.
    purchase('20', {}, 8),
    purchase(
      '21',
      {
        control_number: '00-123',
        taxes: [{ code: 'A', rate: '31.00', base: '50.00', amount: '15.50' }],
        exempt: '0.00',
        tax_total: '15.50',
        total: '65.50',
        withholding_rate: 75,
        iva_withheld: '11.63',
        withholding_voucher: '20261100000001',
      },
      9,
    ),
    purchase('22', { control_number: '00-124', taxes: [], exempt: '50.00', tax_total: '0.00' }, 10),
    event('shopping-22', 'ShoppingCancelled', { id: '22' }, meta(11)),
    // The provider's RIF corrected: the purchases before keep the one they were registered with.
    event('provider-4', 'ProviderUpdated', { ...PROVIDER, tax_id: 'J-98765432-1', previous: PROVIDER }, meta(12)),
    purchase('23', { control_number: '00-125', taxes: [], exempt: '10.00', tax_total: '0.00', total: '10.00' }, 13),
  ];
}

describe('the fiscal books read model', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await openTestContext('fiscal_book_projection');
    await appendAll(ctx, history());
    for (const schema of ['one_by_one', 'all_at_once'])
      await migrateReadModels(ctx.knex, schema, [fiscalBookProjection]);
    await catchUp(ctx.knex, ctx.store, fiscalBookProjection, 'one_by_one', { batchSize: 1 });
    await catchUp(ctx.knex, ctx.store, fiscalBookProjection, 'all_at_once', { batchSize: 1000 });
    await migrateReadModels(ctx.knex, 'rm', [fiscalBookProjection]);
    await catchUp(ctx.knex, ctx.store, fiscalBookProjection, 'rm');
  });
  afterAll(() => ctx.close());

  it('is made of events the domain accepts', () => {
    for (const given of history()) expect(() => validateEvent(given)).not.toThrow();
  });

  it('keeps an invoice with its client, numbers, bases and IVA per rate, and the IGTF of its payments less refunds', async () => {
    const rows = await ctx.knex('all_at_once.fiscal_book').where({ kind: 'factura' }).orderBy('seq');
    expect(
      rows.map((row) => [
        row.document_id,
        row.month,
        row.identification,
        row.name,
        row.number,
        row.control_number,
        row.exchange_rate,
        row.total,
        row.exempt,
        row.base_g,
        row.iva_g,
        row.base_r,
        row.iva_r,
        row.base_a,
        row.iva_a,
        row.igtf,
      ]),
    ).toEqual([
      // 3.00 before the invoice + 1.50 after - 1.16 refunded; the bolivar payment carries none.
      [
        '10',
        '2026-12',
        'V-12345678',
        'Ana Pérez',
        '1',
        '00-00000001',
        '36.50',
        '180.00',
        '10.00',
        '100.00',
        '16.00',
        '50.00',
        '4.00',
        '0.00',
        '0.00',
        '3.34',
      ],
      [
        '11',
        '2026-12',
        'V-12345678',
        'Ana Pérez',
        '2',
        '00-00000002',
        '36.50',
        '180.00',
        '10.00',
        '100.00',
        '16.00',
        '50.00',
        '4.00',
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
  });

  it('keeps a credit note with the invoice it corrects and the base and IVA it gives back', async () => {
    const rows = await ctx.knex('all_at_once.fiscal_book').where({ kind: 'nota de crédito' });
    expect(
      rows.map((row) => [
        row.document_id,
        row.number,
        row.control_number,
        row.affected_invoice,
        row.affected_control_number,
        row.total,
        row.base_g,
        row.iva_g,
        row.igtf,
      ]),
    ).toEqual([['77', '1', '00-00000003', '1', '00-00000001', '58.00', '50.00', '8.00', '0.00']]);
  });

  it('keeps the purchases with a control number, the provider’s RIF when registered, the IVA withheld and its voucher; a cancelled one is marked', async () => {
    const rows = await ctx.knex('all_at_once.fiscal_book').where({ kind: 'compra' }).orderBy('seq');
    expect(
      rows.map((row) => [
        row.document_id,
        row.month,
        row.identification,
        row.name,
        row.number,
        row.control_number,
        row.total,
        row.exempt,
        row.base_a,
        row.iva_a,
        row.iva_withheld,
        row.withholding_voucher,
        row.cancelled,
      ]),
    ).toEqual([
      [
        '21',
        '2026-11',
        'J-12345678-9',
        'Repuestos El Llanero',
        'F-21',
        '00-123',
        '65.50',
        '0.00',
        '50.00',
        '15.50',
        '11.63',
        '20261100000001',
        false,
      ],
      [
        '22',
        '2026-11',
        'J-12345678-9',
        'Repuestos El Llanero',
        'F-22',
        '00-124',
        '50.00',
        '50.00',
        '0.00',
        '0.00',
        null,
        null,
        true,
      ],
      [
        '23',
        '2026-11',
        'J-98765432-1',
        'Repuestos El Llanero',
        'F-23',
        '00-125',
        '10.00',
        '10.00',
        '0.00',
        '0.00',
        null,
        null,
        false,
      ],
    ]);
  });

  it('verifies: a rebuild in any batch size equals the live rows', async () => {
    for (const batchSize of [1, 3, 1000])
      expect(await verifyProjections(ctx.knex, ctx.store, { projections: [fiscalBookProjection], batchSize })).toEqual({
        ok: true,
        differences: [],
      });
  });

  it('gives the same rows whatever the batch boundaries', async () => {
    for (const table of fiscalBookProjection.tables)
      expect(await compareTable(ctx.knex, table, 'one_by_one', 'all_at_once')).toEqual([]);
  });
});
