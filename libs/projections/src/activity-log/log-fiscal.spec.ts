/**
 * Issue 33, item 7: the activity log names the fiscal events. An invoice's row is the invoice (not
 * the numbers it took), an approval of an invoiced sale's return names its credit note, and the
 * settings and ranges are named.
 */
import { RecordedEvent } from '@bo/event-store';
import { addToCommand, beginCommand, describeCommand } from './log-commands';
import { describeEvent } from './describe-event';

let position = 100;
const recorded = (streamId: string, type: string, data: unknown): RecordedEvent => ({
  streamId,
  streamPosition: 1,
  position: { commit: '7', position: String(++position) },
  type,
  data,
  metadata: {
    user_id: '1',
    correlation_id: 'r1',
    causation_id: null,
    idempotency_key: null,
    at: '2026-02-01T09:00:00Z',
  },
  createdAt: new Date('2026-02-01T09:00:00Z'),
});
const NUMBERS = {
  orderNumber: (id: string) => (id === '501' ? 40 : undefined),
  nameOf: () => undefined,
  devolutionNumber: (id: string) => (id === '4' ? 2 : undefined),
};
const fold = (events: RecordedEvent[]) => events.slice(1).reduce(addToCommand, beginCommand(events[0], 'Ana Pérez'));
const taken = (number: string, control: string) =>
  recorded('fiscal', 'FiscalNumberTaken', { document: 'invoice', number, control_number: control });

describe('the fiscal events in the activity log', () => {
  it("given an invoice issued, the row is the invoice with its numbers, whatever the append's order", () => {
    const invoiced = recorded('order-501', 'OrderInvoiced', {
      id: '501',
      invoice_number: '12',
      control_number: '00-00000012',
    });
    for (const events of [
      [invoiced, taken('12', '00-00000012')],
      [taken('12', '00-00000012'), invoiced],
    ])
      expect(describeCommand(fold(events), NUMBERS)).toEqual({
        description: 'Emitió la factura N° 12, control 00-00000012 de la venta #40',
        category: 'Ventas',
      });
  });

  it('given an approval of an invoiced sale’s return, the row names the credit note it issued', () => {
    const command = fold([
      recorded('order-501', 'OrderReturned', { id: '501', devolution_id: '4', amount: '10.00', refund: null }),
      recorded('order-501', 'CreditNoteIssued', {
        id: '501',
        devolution_id: '4',
        number: '3',
        control_number: '00-00000015',
        invoice_number: '12',
      }),
      taken('3', '00-00000015'),
      recorded('devolution-4', 'DevolutionApproved', { id: '4', order_id: '501', total_amount: '10.00' }),
    ]);
    expect(describeCommand(command, NUMBERS).description).toBe(
      'Aprobó la devolución #2 de la venta #40 por $10.00: sin reembolso; ' +
        'emitió la nota de crédito N° 3, control 00-00000015 (factura N° 12)',
    );
    expect(
      describeEvent({
        type: 'CreditNoteIssued',
        streamId: 'order-501',
        data: { number: '3', control_number: '00-00000015', invoice_number: '12' },
      }).description,
    ).toBe('Emitió la nota de crédito N° 3, control 00-00000015 (factura N° 12)');
  });

  it('names the settings and the ranges', () => {
    expect(
      describeEvent({
        type: 'FiscalSettingsSet',
        streamId: 'fiscal',
        data: { regime: 'ordinary', igtf_agent: true, igtf_rate: '3.00', next_invoice_number: 12 },
      }),
    ).toEqual({
      description:
        'Cambió la configuración fiscal: contribuyente ordinario, agente de percepción del IGTF (3,00 %), primera factura N° 12',
      category: 'Sistema',
    });
    expect(
      describeEvent({
        type: 'ControlRangeRegistered',
        streamId: 'fiscal',
        data: { id: '1', prefix: '00-', from: 1, to: 100 },
      }).description,
    ).toBe('Registró el rango de control 00-00000001 a 00-00000100');
  });
});
