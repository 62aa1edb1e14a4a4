/**
 * Issue 34: the POS cart kept in the tab for the reload that applies a new version
 * (apps/admin/src/pos/cart/cartDraft.ts): put back as it was, nothing kept once the sale is sent,
 * and a kept value that is not a cart never becomes one.
 */
import { dropCartDraft, keepCartDraft, readCartDraft } from '../../apps/admin/src/pos/cart/cartDraft';
import type { CartLine } from '../../apps/admin/src/pos/cart/cartLines';

/** The tab's sessionStorage, as the browser keeps it: strings by key. */
const storage = new Map<string, string>();
const sessionStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, String(value)),
  removeItem: (key: string) => void storage.delete(key),
};
(globalThis as unknown as { window: unknown }).window = { sessionStorage };

const filter: CartLine = {
  product_id: 7,
  code: 'BOS-300',
  name: 'Filtro de gasoil Bosch',
  price: 20,
  deposit_id: 2,
  stock: 5,
  quantity: 3,
  iva: 'G',
};

describe('the POS cart draft', () => {
  beforeEach(() => storage.clear());

  it('given a kept cart, when the page loads again, then the same lines come back', () => {
    keepCartDraft([filter]);
    expect(readCartDraft()).toEqual([filter]);
  });

  it('given the sale was sent, when the page loads again, then the cart is empty', () => {
    keepCartDraft([filter]);
    dropCartDraft();
    expect(readCartDraft()).toEqual([]);
    expect(storage.size).toBe(0);
  });

  it('an emptied cart keeps nothing', () => {
    keepCartDraft([filter]);
    keepCartDraft([]);
    expect(storage.size).toBe(0);
  });

  it('a kept value that is not a cart (broken, or of another shape) gives an empty cart', () => {
    storage.set('bo.pos.cart-draft', '{not json');
    expect(readCartDraft()).toEqual([]);
    storage.set('bo.pos.cart-draft', JSON.stringify([{ ...filter, quantity: 0 }]));
    expect(readCartDraft()).toEqual([]);
    storage.set('bo.pos.cart-draft', JSON.stringify({ lines: [filter] }));
    expect(readCartDraft()).toEqual([]);
  });
});
