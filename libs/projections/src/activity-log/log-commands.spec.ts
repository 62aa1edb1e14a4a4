/**
 * The rules that make one log row of a command's events: which events are one command, which one
 * the row is about, which are bookkeeping (RULES.md 'One log row per command').
 */
import { RecordedEvent } from '@bo/event-store';
import { addToCommand, beginCommand, commandKey, describeCommand, isBookkeeping } from './log-commands';

let position = 100;
const recorded = (streamId: string, type: string, data: unknown, commit = '7', request = 'r1'): RecordedEvent => ({
  streamId,
  streamPosition: 1,
  position: { commit, position: String(++position) },
  type,
  data,
  metadata: {
    user_id: '1',
    correlation_id: request,
    causation_id: null,
    idempotency_key: null,
    at: '2026-02-01T09:00:00Z',
  },
  createdAt: new Date('2026-02-01T09:00:00Z'),
});
const NUMBERS = { orderNumber: (id: string) => (id === '501' ? 12 : undefined), nameOf: () => undefined };
const sale = { id: '501', client_id: '77', client_name: 'Taller', state: 'delivery', total: '163.10' };
const stock = {
  product_id: '31',
  deposit_id: '2',
  quantity: 1,
  document: { type: 'order', id: '501', label: 'Venta' },
};

const fold = (events: RecordedEvent[]) => events.slice(1).reduce(addToCommand, beginCommand(events[0], 'Ana Pérez'));

describe('one log row per command', () => {
  it('given a sale that creates its client, moves stock and takes a payment, the row is the sale', () => {
    const command = fold([
      recorded('client-77', 'ClientCreated', { id: '77', name: 'Taller', identification: 'V-77' }),
      recorded('stock-31-2', 'StockRemoved', stock),
      recorded('order-501', 'OrderCreated', sale),
      recorded('order-501', 'OrderPaymentRecorded', { id: '501', amount: '163.10' }),
    ]);
    expect(command.main.streamId).toBe('order-501');
    expect(command.id).toBe(String(position - 3));
    expect(describeCommand(command, NUMBERS)).toEqual({
      description: 'Registró la venta #12 por $163.10',
      category: 'Ventas',
    });
  });

  it('given a transfer that takes or returns stock, the row is the transfer', () => {
    const document = { type: 'transfer', id: '3', label: 'Transferencia #3' };
    const move = (type: string, deposit: string) =>
      recorded(`stock-31-${deposit}`, type, { product_id: '31', deposit_id: deposit, quantity: 5, document });
    const lines = [{ id: '1', product_id: '31', deposit_id: '4', quantity: 5 }];
    const created = fold([
      recorded('transfer-3', 'TransferCreated', { id: '3', deposit_id: '2', comentary: null, lines }),
      move('StockRemoved', '2'),
    ]);
    expect(describeCommand(created, NUMBERS)).toEqual({
      description: 'Creó la transferencia #3 del depósito #2 (5 unidades)',
      category: 'Inventario',
    });
    const received = fold([recorded('transfer-3', 'TransferReceived', { id: '3' }), move('StockAdded', '4')]);
    expect(received.main.streamId).toBe('transfer-3');
    expect(describeCommand(received, NUMBERS).description).toBe('Recibió la transferencia #3');
    const cancelled = fold([move('StockAdded', '2'), recorded('transfer-3', 'TransferCancelled', { id: '3' })]);
    expect(describeCommand(cancelled, NUMBERS)).toEqual({
      description: 'Anuló la transferencia #3',
      category: 'Inventario',
    });
  });

  it('given a devolution approved, the row says its amount and what happened to the money', () => {
    const approval = (refund: { method: string; amount: string } | null) =>
      fold([
        recorded('devolution-4', 'DevolutionApproved', { id: '4', order_id: '501', total_amount: '30.00' }),
        recorded('order-501', 'OrderReturned', { id: '501', devolution_id: '4', amount: '30.00', refund }),
        recorded('stock-31-2', 'StockAdded', stock),
        ...(refund?.method === 'credit_note'
          ? [
              recorded('client_credit-77', 'ClientCreditIssued', {
                client_id: '77',
                amount: refund.amount,
                devolution_id: '4',
              }),
            ]
          : []),
      ]);
    const numbers = { ...NUMBERS, devolutionNumber: (id: string) => (id === '4' ? 2 : undefined) };
    expect(describeCommand(approval({ method: 'cash', amount: '20.00' }), numbers)).toEqual({
      description: 'Aprobó la devolución #2 de la venta #12 por $30.00: reembolso en efectivo de $20.00',
      category: 'Ventas',
    });
    expect(describeCommand(approval({ method: 'transfer', amount: '20.00' }), numbers).description).toBe(
      'Aprobó la devolución #2 de la venta #12 por $30.00: reembolso por transferencia de $20.00',
    );
    expect(describeCommand(approval({ method: 'credit_note', amount: '20.00' }), numbers).description).toBe(
      'Aprobó la devolución #2 de la venta #12 por $30.00: abonó $20.00 al saldo a favor del cliente',
    );
    expect(describeCommand(approval(null), numbers).description).toBe(
      'Aprobó la devolución #2 de la venta #12 por $30.00: sin reembolso',
    );
    // Survives the batch boundary: the open command is kept as JSON.
    const kept = JSON.parse(JSON.stringify(approval(null)));
    expect(describeCommand(kept, numbers).description).toMatch(/: sin reembolso$/);
  });

  it('given only a payment of a sale, the row is the payment', () => {
    const command = fold([recorded('order-501', 'OrderPaymentRecorded', { id: '501', amount: '50' })]);
    expect(describeCommand(command, NUMBERS).description).toBe('Registró un pago de $50.00 en la venta #12');
  });

  it('given an e-mail reserved before its user, the row is the user', () => {
    const user = { id: '8', first_name: 'Eva', last_name: 'Ruiz', email: 'eva@example.com', role: 'storer' };
    const command = fold([
      recorded('user_email-eva@example.com', 'UserEmailReserved', { email: 'eva@example.com', user_id: '8' }),
      recorded('user-8', 'UserRegistered', user),
    ]);
    expect(command.main.type).toBe('UserRegistered');
  });

  it('given several records of one type, the row names the first and counts the others', () => {
    const command = fold(
      ['Efectivo', 'Zelle', 'Pago móvil'].map((name, i) =>
        recorded(`payment_method-${i}`, 'PaymentMethodAdded', { name }),
      ),
    );
    expect(describeCommand(command, NUMBERS).description).toBe('Registró el método de pago Efectivo (y 2 más)');
  });

  it('tells two requests in one transaction apart, and two appends of one request too', () => {
    const key = commandKey(recorded('taxe-1', 'TaxeCreated', {}, '7', 'r1'));
    expect(commandKey(recorded('taxe-2', 'TaxeCreated', {}, '7', 'r1'))).toBe(key);
    expect(commandKey(recorded('taxe-2', 'TaxeCreated', {}, '7', 'r2'))).not.toBe(key);
    expect(commandKey(recorded('taxe-2', 'TaxeCreated', {}, '8', 'r1'))).not.toBe(key);
  });

  it('keeps unique-value claims and Idempotency-Key records out of the log, whatever their type', () => {
    expect(isBookkeeping({ type: 'UniqueValueClaimed', streamId: 'unique-client-v77' })).toBe(true);
    expect(isBookkeeping({ type: 'UniqueValueReleased', streamId: 'unique-client-v77' })).toBe(true);
    expect(isBookkeeping({ type: 'IdempotencyKeyRecorded', streamId: 'idempotency-1-abc' })).toBe(true);
    expect(isBookkeeping({ type: 'StockRemoved', streamId: 'stock-31-2' })).toBe(false);
  });
});
