import { given } from '../kit';
import { recordDecider, RecordEvent } from '../catalogue';
import { createCommand, creationRefusals } from '../catalogue/testing';
import { spentRecord } from './spent.record';
import { usdAmount } from './usd-amount';

const spents = recordDecider(spentRecord);
const values = { name: 'Luz', date: '2026-03-05', amount: '120', spent_category_id: '2', method: 'efectivo' };
const create = (changes: object) => createCommand({ ...values, ...changes }, '3');
const refusesCreation = creationRefusals(spents, values, '3');

describe('an expense (spent)', () => {
  it('is recorded with its amount to two decimals and its date as a calendar day', () => {
    given(spents)
      .when(create({ amount: '120,5', date: '2026-03-05T10:00:00Z', spent_category_id: 2 }))
      .then([
        {
          type: 'SpentCreated',
          data: {
            id: '3',
            name: 'Luz',
            date: '2026-03-05',
            amount: '120.50',
            spent_category_id: '2',
            method: 'efectivo',
          },
        },
      ]);
  });

  it('refuses a negative amount or more than two decimals', () => {
    refusesCreation({ amount: '-1' }, 'El monto debe ser mayor o igual a 0.');
    refusesCreation({ amount: '1.005' }, 'El monto admite como máximo 2 decimales.');
  });

  it('accepts an amount of zero', () => {
    const [event] = spents.decide(create({ amount: '0' }), spents.initialState());
    expect((event as RecordEvent).data.amount).toBe('0.00');
  });

  it('needs a category and one of the four methods', () => {
    refusesCreation({ spent_category_id: '' }, 'Debe seleccionar una categoría.');
    refusesCreation({ spent_category_id: 'luz' }, 'La categoría seleccionada no existe.');
    refusesCreation(
      { method: 'credito' },
      'El método de pago debe ser uno de: efectivo, transferencia, pago-movil, zelle.',
    );
  });

  it('needs a name and a valid date', () => {
    refusesCreation({ name: ' ' }, 'El nombre es obligatorio.');
    refusesCreation({ date: '' }, 'La fecha es obligatoria.');
    refusesCreation({ date: 'ayer' }, 'La fecha no es válida.');
  });

  it('is named in the log with its amount as the screens write dollars (es-US)', () => {
    expect(spentRecord.title({ ...values, amount: '1250.00' } as never)).toBe('Luz $1,250.00');
    expect(usdAmount('120')).toBe('$120.00');
    expect(usdAmount('1234567.5')).toBe('$1,234,567.50');
  });
});
