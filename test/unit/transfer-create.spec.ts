import {
  INCOMPLETE,
  incompleteTransfer,
  sourceStock,
  toTransferPayload,
  transferLineOf,
  type TransferDraftLine,
} from '../../apps/admin/src/transfers/create/transferDraft';
import type { Product } from '../../apps/admin/src/products/types';

/** The transfer form's check and payload (purchasing-inventory.md §5, Transfer), without a screen. */

const SOURCE = 3;

const line = (overrides: Partial<TransferDraftLine> = {}): TransferDraftLine => ({
  product_id: 7,
  code: 'FIL-100',
  name: 'Filtro de aceite',
  product_deposits: [
    { deposit_id: SOURCE, deposit: { id: SOURCE, name: 'Central' }, quantity: '5' },
    { deposit_id: 4, deposit: { id: 4, name: 'Norte' }, quantity: '40' },
  ],
  quantity: 2,
  deposit_id: 4,
  ...overrides,
});

describe('the transfer form', () => {
  it('reads the stock of the source deposit, 0 where the product has none', () => {
    expect(sourceStock(line(), SOURCE)).toBe(5);
    expect(sourceStock(line(), '4')).toBe(40);
    expect(sourceStock(line(), 9)).toBe(0);
  });

  it('adds a product with quantity 1 and no destination', () => {
    const product = { id: 7, code: 'FIL-100', name: 'Filtro de aceite', product_deposits: [] } as unknown as Product;
    expect(transferLineOf(product)).toMatchObject({ product_id: 7, quantity: 1, deposit_id: null });
  });

  it('may be sent with every line complete, up to the whole stock of the source', () => {
    expect(incompleteTransfer({ products: [line(), line({ product_id: 8, quantity: 5 })] }, SOURCE)).toBeNull();
  });

  it.each<[string, Partial<TransferDraftLine>]>([
    ['no destination', { deposit_id: null }],
    ['an empty destination', { deposit_id: '' }],
    ['the source as destination', { deposit_id: String(SOURCE) }],
    ['no quantity', { quantity: '' }],
    ['quantity 0', { quantity: 0 }],
    ['a fraction', { quantity: 1.5 }],
    ['more than the source has', { quantity: 6 }],
    ['a product without stock in the source', { product_deposits: [], quantity: 1 }],
  ])('is refused with the spec message for %s', (_case, overrides) => {
    expect(incompleteTransfer({ products: [line(), line(overrides)] }, SOURCE)).toBe(
      'Por favor, complete todos los campos requeridos y verifique las cantidades.',
    );
  });

  it('is refused without products', () => {
    expect(incompleteTransfer({ products: [] }, SOURCE)).toBe(INCOMPLETE);
  });

  it('sends the lines as the API names them, the comentary only when written', () => {
    expect(toTransferPayload({ comentary: '  ', products: [line({ quantity: '3' })] })).toEqual({
      products: [{ product_id: 7, quantity: 3, deposit_id: 4 }],
    });
    expect(toTransferPayload({ comentary: ' Reposición ', products: [line()] })).toEqual({
      comentary: 'Reposición',
      products: [{ product_id: 7, quantity: 2, deposit_id: 4 }],
    });
  });
});
