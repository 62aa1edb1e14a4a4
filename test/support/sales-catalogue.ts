import type { HttpClient } from './http-client';

export interface SalesCatalogue {
  deposit: number;
  priceGroup: number;
  /** Creates a product priced `price` (cost `cost`) with `stock` units in the deposit (an approved entry). */
  product(code: string, name: string, price: string, stock: number, cost?: string): Promise<number>;
  /** Adds units of a product to the deposit (an approved inventory entry). */
  addStock(productId: number, quantity: number): Promise<void>;
}

/**
 * What a sale needs, created over HTTP as an admin: a rate (by default 36.50 Bs per dollar and
 * 110 pesos per bolivar), a deposit, a price group, a brand, a category; products with stock come
 * from `product`.
 */
export async function salesCatalogue(admin: HttpClient, rate = { change: '36.50', cop_change: '110' }) {
  const id = async (path: string, body: Record<string, unknown>) => {
    const answer = await admin.post(path, body);
    if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id as number;
  };
  await id('/api/taxes', rate);
  const states = (await admin.get('/api/utils/states')).body as { id: number }[];
  const deposit = await id('/api/deposits', { name: 'Galpón Central', alias: 'GC', region_id: states[0].id });
  const priceGroup = await id('/api/price-groups', { name: 'Detal' });
  const brand = await id('/api/brands', { name: 'Bosch', code: 'BOS' });
  const category = await id('/api/product-categories', { name: 'Repuestos', code: 'REP' });
  const addStock = async (productId: number, quantity: number) => {
    const entry = await id('/api/inventories', {
      type: 'add',
      lines: [{ product_id: productId, deposit_id: deposit, quantity }],
    });
    const approved = await admin.post(`/api/inventories/${entry}/approve`, {});
    if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  };
  const catalogue: SalesCatalogue = {
    deposit,
    priceGroup,
    addStock,
    async product(code, name, price, stock, cost = '1.00') {
      const product = await id('/api/products', {
        code,
        name,
        prices: { [priceGroup]: price },
        brand_id: brand,
        product_category_id: category,
        contable: 1,
        cost,
      });
      if (stock > 0) await addStock(product, stock);
      return product;
    },
  };
  return catalogue;
}
