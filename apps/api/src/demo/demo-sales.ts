import { Decimal, documentTaxes, IvaCode, toBolivars } from '@bo/domain';
import type { DemoApi } from './demo-api';
import { businessDay, DEMO_DAYS, rateDaysAgo } from './demo-calendar';
import type { DemoRandom } from './demo-random';
import type { DemoStock, StockPlace } from './demo-stock';

/** How a demo sale goes: the states of RULES.md's sales table a user meets in a month. */
type SaleKind = 'estimate' | 'cash' | 'bolivars' | 'mixed' | 'credit' | 'pending' | 'cancelled';

/** The kinds in turn (the first dozen already show every one); every 60th sale, from the 8th, is cancelled. */
const KINDS: readonly SaleKind[] = [
  'cash',
  'bolivars',
  'credit',
  'estimate',
  'pending',
  'mixed',
  'bolivars',
  'cash',
  'cash',
  'credit',
  'bolivars',
  'cash',
  'estimate',
  'credit',
  'bolivars',
  'pending',
  'mixed',
  'cash',
  'credit',
  'bolivars',
];
const kindOf = (index: number): SaleKind => (index % 60 === 7 ? 'cancelled' : KINDS[index % KINDS.length]);

const COMMENTS: Record<SaleKind, readonly string[]> = {
  estimate: ['Presupuesto solicitado por teléfono', 'Cliente confirma la próxima semana'],
  cash: ['Venta en mostrador', 'Retira en tienda'],
  bolivars: ['Pago móvil verificado', 'Transferencia confirmada'],
  mixed: ['Pago en divisas y bolívares', 'Abono en efectivo, resto en bolívares'],
  credit: ['Crédito a 15 días', 'Entrega en el taller'],
  pending: ['Pendiente por confirmar el pago', 'Cliente paga al retirar'],
  cancelled: ['Cliente desistió de la compra'],
};

/** An order as the server answers it (the parts the demo reads). */
interface Order {
  id: number;
  pending: number;
  exchange_rate: number;
  products: { id: number }[];
}

interface Method {
  id: number;
  code: string;
}

/** A committed sale of the demo (for its invoice, issue 33): when, whether paid and handed over, its lines. */
export interface DemoSale {
  id: number;
  daysAgo: number;
  paid: boolean;
  dispatched: boolean;
  lines: number[];
}

export interface SalesTeam {
  /** The sellers (sales role), each signed in. */
  sellers: DemoApi[];
  /** The storer who dispatches. */
  storer: DemoApi;
  /** Finance, who registers the clients' payments. */
  financial: DemoApi;
}

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_DOWN);

/**
 * Each sale's day, oldest first: every day of the last month gets a share of the sales by a
 * weight (Sundays little), so the chart of the last 30 days rises and falls.
 */
function saleDays(random: DemoRandom, sales: number): number[] {
  const weights = Array.from({ length: DEMO_DAYS }, (_, index) => {
    const daysAgo = DEMO_DAYS - 1 - index;
    const sunday = new Date(`${businessDay(daysAgo)}T12:00:00Z`).getUTCDay() === 0;
    const weight = random.between(0.5, 1.5);
    return { daysAgo, weight: sunday ? 0.2 : weight };
  });
  const whole = weights.reduce((sum, day) => sum + day.weight, 0);
  return Array.from({ length: sales }, (_, index) => {
    let position = ((index + 0.5) / sales) * whole;
    const day = weights.find((entry) => (position -= entry.weight) < 0) ?? weights[weights.length - 1];
    return day.daysAgo;
  });
}

/** The payments a seller types: dollars in cash, or bolivars by pago móvil or transfer at a rate. */
function paymentForms(methods: readonly Method[], random: DemoRandom) {
  const method = (code: string) => {
    const found = methods.find((candidate) => candidate.code === code);
    if (!found) throw new Error(`Falta el método de pago ${code}`);
    return found.id;
  };
  return {
    method,
    cash: (dollars: Decimal) => ({ method: method('efectivo'), amount: dollars.toFixed(2), reference: '' }),
    bolivars: (dollars: Decimal.Value, rate: Decimal.Value) => ({
      method: method(random.pick(['pago-movil', 'transferencia'])),
      amount_bs: toBolivars(dollars, rate),
      exchange_rate: new Decimal(rate).toFixed(),
      reference: random.digits(8),
    }),
  };
}

/**
 * A month of sales made by the demo's sellers through the sales commands, each dated on its day at
 * that day's rate: estimates, sales paid in cash or in bolivars (or both), on credit, waiting for
 * payment, dispatched to their end, a cancelled one; then clients settling credit at 'Registrar
 * pagos'. The server refuses a payment above what is pending: a payment sent with a sale is its
 * total from the prices the server answered for the products, a later one is the order's answered
 * pending, a client's payment its answered balance.
 */
export async function loadDemoSales(
  team: SalesTeam,
  random: DemoRandom,
  stock: DemoStock,
  products: readonly { id: number; price: number; iva?: IvaCode }[],
  clients: readonly { id: number; company: boolean }[],
  sales: number,
  /** Records the rates up to that day (days ago): a day's sales pay in bolivars at the current rate. */
  ratesUpTo: (daysAgo: number) => Promise<void>,
): Promise<DemoSale[]> {
  const sold: DemoSale[] = [];
  const pays = paymentForms(await team.storer.read<Method[]>('/api/payment-methods'), random);
  const prices = new Map(products.map((product) => [product.id, product.price]));
  const ivas = new Map(products.map((product) => [product.id, product.iva]));
  const workshops = clients.filter((client) => client.company).slice(0, 4);
  const walkIns = clients.filter((client) => !workshops.includes(client));
  const newest = sales - Math.max(2, Math.round(sales / 15));
  let credits = 0;

  for (const [index, daysAgo] of saleDays(random, sales).entries()) {
    const kind = kindOf(index);
    const seller = random.pick(team.sellers);
    const lines = pickLines(random, stock, kind !== 'estimate');
    const client =
      kind === 'credit'
        ? workshops[credits++ % workshops.length]
        : (kind === 'cash' || kind === 'bolivars') && random.next() < 0.4
          ? null // the POS's sale without client
          : random.pick(walkIns);
    await ratesUpTo(daysAgo);
    const rate = rateDaysAgo(daysAgo);
    // The total with its IVA (issue 33), as the server computes it on the sale's day.
    const taxed = documentTaxes(
      lines.map((line, position) => ({
        id: String(position + 1),
        iva: ivas.get(line.place.product_id) ?? 'G',
        amount: new Decimal(prices.get(line.place.product_id) ?? 0).times(line.quantity),
      })),
      '0.00',
      businessDay(daysAgo),
    );
    const total = new Decimal(taxed.total);
    // Every payment goes with its sale, so it is made on the sale's day: a mixed sale half in
    // cash and the rest in bolivars at that day's rate.
    const half = cents(total.dividedBy(2));
    const payments =
      kind === 'cash'
        ? [pays.cash(total)]
        : kind === 'bolivars'
          ? [pays.bolivars(total, rate)]
          : kind === 'mixed'
            ? [pays.cash(half), pays.bolivars(total.minus(half), rate)]
            : [];
    const order = await seller.create<Order>('/api/orders', {
      date: businessDay(daysAgo),
      ...(client ? { client_id: client.id } : { without_client: true }),
      products: lines.map(({ place, quantity }) => ({ ...place, quantity })),
      isCredit: kind === 'credit',
      estimate: kind === 'estimate',
      comentary: random.pick(COMMENTS[kind]),
      order_buy: kind === 'credit' ? `OC-${random.digits(5)}` : null,
      change: rate,
      ...(payments.length > 0 ? { payments } : {}),
    });
    if (kind === 'cancelled') {
      await seller.command(`/api/orders/${order.id}/cancel`);
      for (const { place, quantity } of lines) stock.add(place, quantity);
    }
    const dispatched = (payments.length > 0 || kind === 'credit') && index < newest;
    if (kind !== 'estimate' && kind !== 'cancelled')
      sold.push({
        id: order.id,
        daysAgo,
        paid: payments.length > 0,
        dispatched,
        lines: order.products.map((line) => line.id),
      });
    // The storer hands over every sale but the newest: the paid ones end finished, the workshops'
    // credit dispatched and still owed.
    if (dispatched)
      await team.storer.command(`/api/orders/${order.id}/dispatches`, {
        products: order.products.map((line) => line.id),
      });
  }

  // Two workshops come to pay their credit: the first settles all it owes, the second half of it
  // (its oldest orders first).
  const owing: { id: number; balance: number }[] = [];
  for (const workshop of workshops) {
    const found = await team.financial.read<{ id: number; balance: number }>(`/api/clients/${workshop.id}`);
    if (found.balance > 0) owing.push(found);
  }
  for (const [index, client] of owing.slice(0, 2).entries()) {
    await team.financial.create('/api/payments', {
      client_id: client.id,
      method: pays.method(index === 0 ? 'zelle' : 'transferencia-usd'),
      amount: cents(new Decimal(client.balance).dividedBy(index + 1)).toFixed(2),
      reference: random.digits(10),
      date: businessDay(index),
    });
  }
  return sold;
}

/**
 * One to three lines of products that have stock (a committed sale takes its units from the demo's
 * count, as the server will).
 */
function pickLines(random: DemoRandom, stock: DemoStock, committed: boolean) {
  const lines: { place: StockPlace; quantity: number }[] = [];
  const count = random.whole(1, 3);
  for (let line = 0; line < count; line++) {
    const choices = stock
      .stocked()
      .filter((entry) => !lines.some((taken) => taken.place.product_id === entry.place.product_id));
    if (choices.length === 0) break;
    const { place, quantity: available } = random.pick(choices);
    const quantity = random.whole(1, Math.min(3, available));
    lines.push({ place, quantity });
    if (committed) stock.take(place, quantity);
  }
  if (lines.length === 0) throw new Error('No queda stock para las ventas de demostración');
  return lines;
}
