/**
 * Issue 33: a sale's IVA and its payments' IGTF under a fiscal regime (RULES.md, fiscal
 * documents), given the sale's events, when a command comes, then what the events carry. Regime
 * `none` (no `taxed`, no IGTF terms) is the spec's sale, checked by order.decider.spec.ts untouched.
 */
import { fold, given } from '../kit';
import { orderDecider as orders, OrderCommand } from './order.decider';
import { OrderEvent, OrderLine } from './order.events';
import {
  bolivarsCash,
  cash,
  create,
  created,
  metadata,
  newOrder,
  pay,
  paymentInput,
  priced,
  setDiscount,
} from './testing';
import { PaymentMethodInfo } from './payment-amounts';

const line = (id: string, iva: OrderLine['iva'], quantity: number, price: string): OrderLine => ({
  id,
  product_id: String(70 + Number(id)),
  quick: false,
  code: `P-${id}`,
  name: `Producto ${id}`,
  deposit_id: '2',
  quantity,
  price,
  cost: '1.00',
  iva,
});
const decided = (past: OrderEvent[], command: OrderCommand): OrderEvent[] => orders.decide(command, fold(orders, past));
const sale = (lines: OrderLine[], changes: Parameters<typeof newOrder>[0] = {}): OrderCommand =>
  create({ estimate: false, taxed: true, lines: lines.map((entry) => priced(entry)), ...changes });
const createdData = (events: OrderEvent[]) => events[0].data as Record<string, unknown>;

/** 2 x 10.00 at G and 1 x 5.00 at R: subtotal 25.00; IVA 3.20 + 0.40; total 28.60. */
const GR = [line('1', 'G', 2, '10.00'), line('2', 'R', 1, '5.00')];
const taxedSale = () => decided([], sale(GR));

describe('a taxed sale (issue 33)', () => {
  it('taxes each rate on its base: G 16 %, R 8 %, A 31 %, E exempt; total = bases + IVA', () => {
    const events = decided(
      [],
      sale([
        line('1', 'G', 2, '10.00'),
        line('2', 'R', 1, '5.00'),
        line('3', 'A', 1, '10.00'),
        line('4', 'E', 1, '5.00'),
      ]),
    );
    expect(createdData(events)).toMatchObject({
      subtotal: '40.00',
      total: '46.70',
      taxes: [
        { code: 'G', rate: '16.00', base: '20.00', amount: '3.20' },
        { code: 'R', rate: '8.00', base: '5.00', amount: '0.40' },
        { code: 'A', rate: '31.00', base: '10.00', amount: '3.10' },
      ],
      exempt: '5.00',
      tax_total: '6.70',
    });
    expect((createdData(events).lines as OrderLine[]).map((entry) => entry.iva)).toEqual(['G', 'R', 'A', 'E']);
  });

  it('lowers each base in proportion to the discount, the rounding rest on the largest line (the first of equals)', () => {
    const events = decided(
      [],
      sale([line('1', 'G', 1, '10.00'), line('2', 'R', 1, '10.00'), line('3', 'E', 1, '10.00')], {
        discount: { type: 'amount', value: '10.00' },
      }),
    );
    // Shares 3.33 each leave 0.01: the first line takes 3.34, so its base is 6.66.
    expect(createdData(events)).toMatchObject({
      subtotal: '30.00',
      discount: { type: 'amount', value: '10.00', amount: '10.00' },
      taxes: [
        { code: 'G', rate: '16.00', base: '6.66', amount: '1.07' },
        { code: 'R', rate: '8.00', base: '6.67', amount: '0.53' },
      ],
      exempt: '6.67',
      tax_total: '1.60',
      total: '21.60',
    });
  });

  it('of exempt lines only carries no tax row: the exempt base and the total alike', () => {
    const events = decided([], sale([line('1', 'E', 2, '10.00')]));
    expect(createdData(events)).toMatchObject({ taxes: [], exempt: '20.00', tax_total: '0.00', total: '20.00' });
  });

  it('with a discount of the whole subtotal has every base and IVA at zero', () => {
    const events = decided([], sale(GR, { discount: { type: 'percentage', value: '100' } }));
    expect(createdData(events)).toMatchObject({
      taxes: [
        { code: 'G', base: '0.00', amount: '0.00' },
        { code: 'R', base: '0.00', amount: '0.00' },
      ],
      exempt: '0.00',
      tax_total: '0.00',
      total: '0.00',
    });
  });

  it('recomputes its bases and IVA when a discount is set later, and again when it is removed', () => {
    const past = taxedSale();
    const [set] = decided(past, setDiscount('percentage', '10'));
    expect(set.data).toMatchObject({
      total: '25.74',
      taxes: [
        { code: 'G', base: '18.00', amount: '2.88' },
        { code: 'R', base: '4.50', amount: '0.36' },
      ],
      exempt: '0.00',
      tax_total: '3.24',
    });
    const [removed] = decided([...past, set], { type: 'RemoveOrderDiscount', data: { role: 'admin' }, metadata });
    expect(removed.data).toMatchObject({ total: '28.60', tax_total: '3.60' });
    // And a payment settles the total with its IVA.
    expect(() => decided([...past, set], pay({ amount: '25.75' }))).toThrow(
      'El monto del pago excede el balance pendiente',
    );
  });

  it('under regime none is the spec sale: no tax field at all', () => {
    given(orders)
      .when(create({ estimate: false }))
      .then([created('request')]);
  });

  it('gives back on a devolution the returned units base after discount plus their IVA, as the credit note does', () => {
    const past = taxedSale();
    const [returned] = decided(past, returnOf([{ line_id: '1', quantity: 1, amount: '10.00' }], 'none'));
    // Half of the G base (10.00) and its IVA (1.60): 28.60 - 11.60.
    expect(returned.data).toMatchObject({ amount: '11.60', total: '17.00' });
  });

  it('gives back on three returns of one unit each of a 3-unit line the whole sale to the cent (3.86, 3.87, 3.86)', () => {
    // 3 x 3.33 at G: base 9.99, IVA 1.60, total 11.59. One unit alone would be 3.33 + 0.53 = 3.86 three times: 11.58.
    const history = decided([], sale([line('1', 'G', 3, '3.33')]));
    expect(createdData(history)).toMatchObject({ total: '11.59' });
    const amounts = [0, 1, 2].map(() => {
      const [returned] = decided(history, returnOf([{ line_id: '1', quantity: 1, amount: '3.33' }], 'none'));
      history.push(returned);
      return (returned.data as { amount: string; total: string }).amount;
    });
    expect(amounts).toEqual(['3.86', '3.87', '3.86']);
    expect(fold(orders, history)).toMatchObject({ total: '0.00', returned: '11.59', state: 'return' });
  });
});

const zelle: PaymentMethodInfo = {
  id: '4',
  code: 'zelle',
  name: 'Zelle',
  change: false,
  change_currency: null,
  foreign_currency: true,
};
const agent = { agent: true, rate: '3.00' };

function returnOf(
  lines: { line_id: string; quantity: number; amount: string }[],
  method: 'cash' | 'none' | 'credit_note',
): OrderCommand {
  return {
    type: 'ReturnOrderLines',
    data: {
      devolution_id: '31',
      return_type: 'partial',
      lines,
      refund: {
        method,
        reference: '',
        payment_id: '41',
        payment_method:
          method === 'none'
            ? null
            : { id: '1', code: 'efectivo', name: 'Efectivo', foreign_currency: method === 'cash' },
      },
    },
    metadata,
  };
}

describe('the IGTF of a payment (issue 33)', () => {
  it('is igtf_rate % of a payment in foreign currency when the account is an agent, paid on top', () => {
    const [payment] = decided(taxedSale(), pay({ method: zelle, reference: 'Z1', amount: '20.00', igtf_terms: agent }));
    expect(payment.data).toMatchObject({ amount: '20.00', paid: '20.00', igtf: '0.60' });
  });

  it('is none when the account is not an agent, nor on a payment in bolivars, nor without a regime', () => {
    const notAgent = decided(
      taxedSale(),
      pay({ method: zelle, reference: 'Z1', igtf_terms: { agent: false, rate: '3.00' } }),
    );
    expect(notAgent[0].data).not.toHaveProperty('igtf');
    const bolivars = decided(
      taxedSale(),
      pay({
        method: { ...bolivarsCash, foreign_currency: false },
        amount: null,
        amount_bs: '365.50',
        igtf_terms: agent,
      }),
    );
    expect(bolivars[0].data).not.toHaveProperty('igtf');
    const none = decided(taxedSale(), pay({ method: zelle, reference: 'Z1' }));
    expect(none[0].data).not.toHaveProperty('igtf');
  });

  it('rides on a payment sent with the sale, on the sale creation', () => {
    const events = decided(
      [],
      sale(GR, {
        payments: [paymentInput({ method: { ...cash, foreign_currency: true }, amount: '28.60', igtf_terms: agent })],
      }),
    );
    expect(events[1].data).toMatchObject({ amount: '28.60', paid: '28.60', igtf: '0.86' });
  });

  it('is given back in proportion by a refund in foreign currency, not by one to the credit note', () => {
    const past = decided(
      [],
      sale(GR, {
        payments: [paymentInput({ method: { ...cash, foreign_currency: true }, amount: '28.60', igtf_terms: agent })],
      }),
    );
    const [returned] = decided(past, returnOf([{ line_id: '1', quantity: 1, amount: '10.00' }], 'cash'));
    // 11.60 refunded of 28.60 paid: 0.86 x 11.60 / 28.60 = 0.3488.
    expect(returned.data).toMatchObject({ amount: '11.60', refund: { amount: '11.60', igtf: '0.35' } });
    const [toNote] = decided(past, returnOf([{ line_id: '1', quantity: 1, amount: '10.00' }], 'credit_note'));
    expect((toNote.data as { refund: object }).refund).not.toHaveProperty('igtf');
  });

  it('is given back in proportion to the payments that carried it, not to those that carried none, all of it at most', () => {
    // 20.00 in foreign currency (IGTF 0.60) and 8.60 that carried none.
    const history = decided(
      [],
      sale(GR, {
        payments: [
          paymentInput({ method: { ...cash, foreign_currency: true }, amount: '20.00', igtf_terms: agent }),
          paymentInput({ payment_id: '12', method: cash, amount: '8.60', igtf_terms: agent }),
        ],
      }),
    );
    const back = () => {
      const [returned] = decided(history, returnOf([{ line_id: '1', quantity: 1, amount: '10.00' }], 'cash'));
      history.push(returned);
      return (returned.data as { refund: { amount: string; igtf?: string } }).refund;
    };
    // 11.60 of the 20.00 that carried IGTF: 0.60 x 11.60 / 20.00 = 0.348.
    expect(back()).toMatchObject({ amount: '11.60', igtf: '0.35' });
    // 11.60 more, beyond the 8.40 left of it: the 0.25 left, no more.
    expect(back()).toMatchObject({ amount: '11.60', igtf: '0.25' });
    expect(fold(orders, history)).toMatchObject({ igtf: '0.00', igtf_paid: '0.00' });
  });
});
