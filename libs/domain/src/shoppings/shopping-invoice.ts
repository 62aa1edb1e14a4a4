/**
 * A provider's invoice is registered once (docs/rules.md Purchases): its number is a unique value
 * (catalogue/unique-value.decider) in a scope of its own per provider, claimed in the purchase's
 * atomic append and released when the purchase is cancelled, so it may be registered again.
 */
import { uniqueValueDecider, UniqueValueEvent, UniqueValueState } from '../catalogue/unique-value.decider';
import { EventMetadata } from '../kit/event';

/** The claims' scope of one provider's invoice numbers. */
export const shoppingInvoiceScope = (providerId: string): string => `shopping_invoice_${providerId}`;

/** 'La factura C-588141 ya está registrada para este proveedor'. */
export const invoiceTakenMessage = (invoiceNumber: string): string =>
  `La factura ${invoiceNumber.trim()} ya está registrada para este proveedor`;

/**
 * The events of claiming (on registering) or releasing (on cancelling) a purchase's invoice number
 * for its provider, given the claim stream's state; none when nothing changes. A number another
 * purchase holds is refused (409).
 */
export const invoiceClaimEvents = (
  type: 'ClaimValue' | 'ReleaseValue',
  purchase: { id: string; provider_id: string; invoice_number: string },
  state: UniqueValueState,
  metadata: EventMetadata,
): UniqueValueEvent[] => {
  const data = {
    scope: shoppingInvoiceScope(purchase.provider_id),
    value: purchase.invoice_number,
    owner_id: purchase.id,
  };
  return type === 'ClaimValue'
    ? uniqueValueDecider.decide(
        { type, data: { ...data, message: invoiceTakenMessage(purchase.invoice_number) }, metadata },
        state,
      )
    : uniqueValueDecider.decide({ type, data, metadata }, state);
};
