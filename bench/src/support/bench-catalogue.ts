/**
 * The catalogue a benchmark sells or buys from, made over HTTP as the administrator: a rate, a
 * deposit, a price group, a brand, a category and the products asked, optionally with stock in
 * the deposit (one approved inventory entry). Sales, purchases and the document PDF start here.
 */
import type { HttpClient } from '@bo/platform';

export interface BenchProduct {
  code: string;
  name: string;
  /** Dollars, '12.50'. */
  price: string;
  cost: string;
}

export interface BenchCatalogue {
  deposit: number;
  priceGroup: number;
  products: number[];
}

/** POST `path` and the new record's id; anything but a 201 stops the benchmark. */
export const createdId = (admin: HttpClient) => async (path: string, body: Record<string, unknown>) => {
  const answer = await admin.post(path, body);
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.id as number;
};

export async function benchCatalogue(
  admin: HttpClient,
  products: BenchProduct[],
  options: { depositName?: string; units?: number } = {},
): Promise<BenchCatalogue> {
  const id = createdId(admin);
  await id('/api/taxes', { change: '36.50', cop_change: '110' });
  const states = (await admin.get('/api/utils/states')).body as { id: number }[];
  const deposit = await id('/api/deposits', {
    name: options.depositName ?? 'Galpón Central',
    alias: 'GC',
    region_id: states[0].id,
  });
  const priceGroup = await id('/api/price-groups', { name: 'Detal' });
  const brand = await id('/api/brands', { name: 'Bosch', code: 'BOS' });
  const category = await id('/api/product-categories', { name: 'Repuestos', code: 'REP' });
  const ids: number[] = [];
  for (const product of products)
    ids.push(
      await id('/api/products', {
        code: product.code,
        name: product.name,
        prices: { [priceGroup]: product.price },
        brand_id: brand,
        product_category_id: category,
        contable: 1,
        cost: product.cost,
      }),
    );
  if (options.units) {
    const entry = await id('/api/inventories', {
      type: 'add',
      lines: ids.map((product_id) => ({ product_id, deposit_id: deposit, quantity: options.units })),
    });
    const approved = await admin.post(`/api/inventories/${entry}/approve`, {});
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  }
  return { deposit, priceGroup, products: ids };
}

/** The cash payment method's id (seeded). */
export async function cashMethod(admin: HttpClient): Promise<number> {
  const methods = (await admin.get('/api/payment-methods')).body as { id: number; code: string }[];
  const cash = methods.find((method) => method.code === 'efectivo');
  if (!cash) throw new Error('No existe el método de pago efectivo');
  return cash.id;
}
