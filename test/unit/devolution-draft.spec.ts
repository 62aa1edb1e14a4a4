import {
  DEVOLUTION_MESSAGES,
  draftErrors,
  emptyDraft,
  leftOf,
  serverErrors,
  toPayload,
  totalCents,
  withAmount,
  withOrder,
  withQuantity,
  withReason,
  withRefundMethod,
  withReturnType,
  type ReturnableLine,
} from '../../apps/admin/src/devolutions/create/devolutionDraft';

/**
 * The return form's rules (purchasing-inventory.md sections 4 and 5, docs/rules.md
 * 'Devolutions'), without a screen: what is left per line, the amount suggested, a complete
 * return, the reset on another order, the checks with the server's fields and the body sent.
 */

/** 5 filters at $12.50, 2 already returned; 1 bulb at $30.00 never returned. */
const FILTERS: ReturnableLine = {
  id: 11,
  code: 'FIL-100',
  name: 'Filtro',
  quantity: 5,
  returned_quantity: 2,
  price: 12.5,
};
const BULB: ReturnableLine = {
  id: 12,
  code: 'OSR-100',
  name: 'Bombillo',
  quantity: 1,
  returned_quantity: 0,
  price: '30.00',
};
const LINES = [FILTERS, BULB];

const onOrder = () => withOrder(emptyDraft(), 7);

describe('the return form', () => {
  it('opens partial, with no order and no refund method', () => {
    expect(emptyDraft()).toEqual({
      order_id: null,
      return_type: 'partial',
      lines: {},
      refund_method: '',
      refund_reference: '',
      notes: '',
    });
  });

  it('leaves to return what approved devolutions did not bring back', () => {
    expect(leftOf(FILTERS)).toBe(3);
    expect(leftOf(BULB)).toBe(1);
    expect(leftOf({ ...BULB, returned_quantity: 3 })).toBe(0);
  });

  it('suggests price x quantity when the quantity changes, and keeps an amount typed afterwards', () => {
    let draft = withQuantity(onOrder(), FILTERS, '2');
    expect(draft.lines['11']).toEqual({ return_quantity: '2', return_amount: '25.00', reason: '' });
    draft = withAmount(draft, 11, '20');
    expect(draft.lines['11'].return_amount).toBe('20');
    // Not a whole number yet: the amount stays.
    draft = withQuantity(draft, FILTERS, '');
    expect(draft.lines['11']).toMatchObject({ return_quantity: '', return_amount: '20' });
    expect(totalCents(withQuantity(draft, BULB, '1'))).toBe(2000n + 3000n);
  });

  it('Completa fills every line with all that is left and its worth; Parcial leaves them', () => {
    const draft = withReturnType(withReason(onOrder(), 11, 'Defectuoso'), 'complete', LINES);
    expect(draft.return_type).toBe('complete');
    expect(draft.lines).toEqual({
      '11': { return_quantity: '3', return_amount: '37.50', reason: 'Defectuoso' },
      '12': { return_quantity: '1', return_amount: '30.00', reason: '' },
    });
    expect(totalCents(draft)).toBe(6750n);
    expect(withReturnType(draft, 'partial', LINES).lines).toEqual(draft.lines);
  });

  it('another order resets every line to 0 / 0 / empty and the type to Parcial; the refund stays', () => {
    let draft = withReturnType(onOrder(), 'complete', LINES);
    draft = withRefundMethod(draft, 'cash');
    draft = { ...draft, refund_reference: 'R-1', notes: 'Caja golpeada' };
    const other = withOrder(draft, 8);
    expect(other).toEqual({ ...draft, order_id: 8, return_type: 'partial', lines: {} });
    expect(totalCents(other)).toBe(0n);
  });

  it('Sin reembolso keeps no reference', () => {
    const draft = withRefundMethod({ ...onOrder(), refund_reference: 'R-1' }, 'none');
    expect(draft.refund_reference).toBe('');
  });

  it('checks the order, each line, one unit at least, a complete return and the refund, on the server fields', () => {
    expect(draftErrors(emptyDraft(), [])).toEqual({
      order_id: DEVOLUTION_MESSAGES.order,
      refund_method: DEVOLUTION_MESSAGES.refundMethod,
    });
    expect(draftErrors(withRefundMethod(onOrder(), 'transfer'), LINES)).toEqual({
      products: 'Debe devolver al menos un producto',
      refund_reference: 'Debe ingresar una referencia',
    });
    let draft = withRefundMethod(onOrder(), 'none');
    draft = withQuantity(draft, FILTERS, '4');
    draft = withAmount(withQuantity(draft, BULB, '1'), 12, '30.01');
    expect(draftErrors(draft, LINES)).toEqual({
      'products.11.return_quantity': 'La cantidad a devolver de Filtro supera lo que queda por devolver (3)',
      'products.12.return_amount': 'El monto no puede superar el precio por la cantidad devuelta (30.00)',
    });
    draft = withAmount(withQuantity(draft, FILTERS, '1.5'), 12, '-1');
    expect(draftErrors(draft, LINES)).toEqual({
      'products.11.return_quantity': DEVOLUTION_MESSAGES.quantity,
      'products.12.return_amount': DEVOLUTION_MESSAGES.amount,
    });
    draft = { ...withQuantity(withQuantity(draft, FILTERS, '3'), BULB, '0'), return_type: 'complete' };
    expect(draftErrors(draft, LINES)).toEqual({
      return_type: 'Una devolución completa debe incluir todas las unidades',
    });
    expect(draftErrors(withReturnType(draft, 'complete', LINES), LINES)).toEqual({});
  });

  it('refuses a sale with nothing left to return', () => {
    const done = LINES.map((line) => ({ ...line, returned_quantity: line.quantity }));
    expect(draftErrors(withRefundMethod(onOrder(), 'none'), done)).toEqual({
      order_id: 'La venta no tiene productos por devolver',
    });
  });

  it('sends only the lines returning units, amounts with 2 decimals, the reference unless none', () => {
    let draft = withQuantity(onOrder(), FILTERS, '2');
    draft = withReason(withAmount(draft, 11, '20.5'), 11, '  Defectuoso ');
    draft = withQuantity(draft, BULB, '0');
    draft = { ...withRefundMethod(draft, 'cash'), refund_reference: ' R-1 ', notes: '  ' };
    expect(toPayload(draft)).toEqual({
      order_id: 7,
      return_type: 'partial',
      products: { '11': { return_quantity: 2, return_amount: '20.50', reason: 'Defectuoso' } },
      refund_method: 'cash',
      refund_reference: 'R-1',
      notes: null,
    });
    expect(toPayload(withRefundMethod(draft, 'none'))).toMatchObject({ refund_method: 'none', refund_reference: null });
  });

  it("reads a 400's messages by field", () => {
    const error = {
      body: { errors: { 'products.11.return_amount': ['Muy alto'], refund_reference: 'Falta', root: { x: 1 } } },
    };
    expect(serverErrors(error)).toEqual({ 'products.11.return_amount': 'Muy alto', refund_reference: 'Falta' });
    expect(serverErrors(new Error('x'))).toEqual({});
  });
});
