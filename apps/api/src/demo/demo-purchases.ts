import { Decimal, documentTaxes, IvaCode } from '@bo/domain';
import type { DemoApi } from './demo-api';
import { businessDay, DEMO_DAYS } from './demo-calendar';
import type { DemoRandom } from './demo-random';

/** How many purchases the demo registers over the month: most paid cash, some on credit. */
const PURCHASES = 10;

type Product = { id: number; cost?: number | string; iva?: IvaCode };

/**
 * The month's purchases, registered by the finance user as the screen does (POST /api/shoppings):
 * restocking the central deposit from the demo's providers at each product's cost (so no price
 * changes), most paid cash in dollars, every third one on 30 days' credit, one of those half paid
 * from its detail page since; so the purchases list, the providers' balances and their pending
 * invoices are not empty. The stock they add is only more than the sales counted on.
 */
export async function loadDemoPurchases(
  financial: DemoApi,
  random: DemoRandom,
  products: readonly Product[],
  depositId: number,
): Promise<void> {
  const providers = await financial.all('/api/providers');
  const methods = await financial.read<{ id: number; code: string }[]>('/api/payment-methods');
  const cash = methods.find((method) => method.code === 'efectivo');
  if (!cash) throw new Error('Falta el método de pago efectivo');
  const costed = products.filter((product) => Number(product.cost) > 0);
  for (let index = 0; index < PURCHASES; index++) {
    const daysAgo = Math.round(((PURCHASES - index) * (DEMO_DAYS - 2)) / PURCHASES);
    const chosen = new Map<number, Product>();
    const count = random.whole(3, 6);
    while (chosen.size < count) {
      const product = random.pick(costed);
      chosen.set(product.id, product);
    }
    const lines = [...chosen.values()].map((product) => ({
      product_id: product.id,
      cost: Number(product.cost).toFixed(2),
      quantity: random.whole(4, 24),
    }));
    const credit = index % 3 === 2;
    const date = businessDay(daysAgo);
    // The total with its IVA (issue 33), as the server computes it on the purchase's day.
    const taxed = documentTaxes(
      lines.map((line, position) => ({
        id: String(position + 1),
        iva: chosen.get(line.product_id)?.iva ?? 'G',
        amount: new Decimal(line.cost).times(line.quantity),
      })),
      '0.00',
      date,
    );
    const totalCents = new Decimal(taxed.total).times(100).toNumber();
    const purchase = await financial.create<{ id: number }>('/api/shoppings', {
      provider_id: random.pick(providers).id,
      date,
      invoice_number: `${String.fromCharCode(65 + (index % 4))}-${random.digits(6)}`,
      // The provider's own control number, printed on its invoice (issue 33: required under a regime).
      control_number: `00-${random.digits(8)}`,
      payment_type: credit ? 'credit' : 'cash',
      due_date: credit ? businessDay(daysAgo - 30) : undefined,
      deposit_id: depositId,
      comentary: credit ? 'Compra a 30 días' : '',
      products: lines,
      payments: credit ? [] : [{ method: cash.id, amount_usd: (totalCents / 100).toFixed(2), date }],
    });
    if (credit && index === 2)
      await financial.create(`/api/shoppings/${purchase.id}/payments`, {
        method: cash.id,
        amount_usd: (Math.floor(totalCents / 2) / 100).toFixed(2),
      });
  }
}
