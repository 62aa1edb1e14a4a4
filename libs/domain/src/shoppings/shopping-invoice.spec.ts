import { fold } from '../kit';
import { uniqueValueDecider, UniqueValueEvent } from '../catalogue/unique-value.decider';
import { invoiceClaimEvents, invoiceTakenMessage, shoppingInvoiceScope } from './shopping-invoice';
import { metadata } from './testing';

/** A provider's invoice number is registered once, per provider, until the purchase is cancelled. */
describe("a provider's invoice number", () => {
  const first = { id: '4', provider_id: '9', invoice_number: 'C-588141' };
  const claimed = invoiceClaimEvents('ClaimValue', first, { owner_id: null }, metadata);
  const held = fold(uniqueValueDecider, claimed as UniqueValueEvent[]);

  it("is claimed in the provider's own scope", () => {
    expect(claimed).toEqual([
      { type: 'UniqueValueClaimed', data: { scope: 'shopping_invoice_9', value: 'c-588141', owner_id: '4' } },
    ]);
    expect(shoppingInvoiceScope('10')).not.toBe(shoppingInvoiceScope('9'));
  });

  it('is refused to another purchase, also typed with other case and spaces', () => {
    expect(() =>
      invoiceClaimEvents('ClaimValue', { ...first, id: '5', invoice_number: ' c-588141 ' }, held, metadata),
    ).toThrow(invoiceTakenMessage('c-588141'));
    expect(invoiceTakenMessage(' C-588141 ')).toBe('La factura C-588141 ya está registrada para este proveedor');
  });

  it('is claimed again by the same purchase without a new event (a retried request)', () => {
    expect(invoiceClaimEvents('ClaimValue', first, held, metadata)).toEqual([]);
  });

  it('is free again once the purchase is cancelled', () => {
    const released = invoiceClaimEvents('ReleaseValue', first, held, metadata);
    expect(released).toEqual([
      { type: 'UniqueValueReleased', data: { scope: 'shopping_invoice_9', value: 'c-588141', owner_id: '4' } },
    ]);
    const free = fold(uniqueValueDecider, [...claimed, ...released] as UniqueValueEvent[]);
    expect(invoiceClaimEvents('ClaimValue', { ...first, id: '5' }, free, metadata)).toHaveLength(1);
  });
});
