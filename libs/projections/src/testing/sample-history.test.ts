/** A small mixed history used by several suites (see fixtures.test.ts for why *.test.ts). */
import { event, metadata, StreamEvent } from './fixtures.test';

const at = (minute: number): string => new Date(Date.UTC(2024, 0, 15, 12, minute)).toISOString();

export const ana = {
  id: '1',
  first_name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@example.com',
  role: 'admin',
  password_hash: '$argon2id$ana',
  owner: true,
};

export const luis = {
  id: '2',
  first_name: 'Luis',
  last_name: 'Gómez',
  email: 'luis@example.com',
  role: 'sales',
  password_hash: '$argon2id$luis',
  owner: false,
};

export function sampleHistory(): StreamEvent[] {
  return [
    event('user-1', 'UserRegistered', ana, metadata(at(0), null)),
    event(
      'payment_method-1',
      'PaymentMethodAdded',
      { id: '1', code: 'efectivo', name: 'Efectivo', change: true, change_currency: null },
      metadata(at(1), '1'),
    ),
    event(
      'payment_method-2',
      'PaymentMethodAdded',
      { id: '2', code: 'transferencia', name: 'Transferencia (Bs)', change: false, change_currency: 'VES' },
      metadata(at(2), '1'),
    ),
    event('taxe-1', 'TaxeCreated', { id: '1', change: '36.50', cop_change: '0.009000' }, metadata(at(3), '1')),
    event('user-2', 'UserRegistered', luis, metadata(at(4), '1')),
    event('taxe-2', 'TaxeCreated', { id: '2', change: '37.10', cop_change: '0.008900' }, metadata(at(5), '2')),
    event(
      'taxe-1',
      'TaxeUpdated',
      { id: '1', change: '40.25', cop_change: '0.008123', previous: { change: '36.50', cop_change: '0.009000' } },
      metadata(at(6), '2'),
    ),
    event('taxe-3', 'TaxeCreated', { id: '3', change: '1234.00', cop_change: '0.010000' }, metadata(at(7), '99')),
    event('taxe-3', 'TaxeDeleted', { id: '3' }, metadata(at(8), '1')),
    event('order-5', 'OrderShipped', { id: '5' }, metadata(at(9), '2')),
  ];
}
