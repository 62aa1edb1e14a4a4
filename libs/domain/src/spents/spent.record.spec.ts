import { given } from '../kit';
import { recordDecider, RecordEvent } from '../catalogue';
import { spentRecord } from './spent.record';
import { usdAmount } from './usd-amount';

const metadata = {
  user_id: '1',
  correlation_id: 'c',
  causation_id: null,
  idempotency_key: null,
  at: '2026-01-01T00:00:00Z',
};
const spents = recordDecider(spentRecord);
const values = { name: 'Luz', date: '2026-03-05', amount: '120', spent_category_id: '2', method: 'efectivo' };
const create = (changes: Record<string, unknown>) =>
  ({ type: 'CreateRecord', data: { id: '3', values: { ...values, ...changes } }, metadata }) as const;

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
    given(spents)
      .when(create({ amount: '-1' }))
      .thenRefuses('El monto debe ser mayor o igual a 0.');
    given(spents)
      .when(create({ amount: '1.005' }))
      .thenRefuses('El monto admite como máximo 2 decimales.');
  });

  it('accepts an amount of zero', () => {
    const [event] = spents.decide(create({ amount: '0' }), spents.initialState());
    expect((event as RecordEvent).data.amount).toBe('0.00');
  });

  it('needs a category and one of the four methods', () => {
    given(spents)
      .when(create({ spent_category_id: '' }))
      .thenRefuses('Debe seleccionar una categoría.');
    given(spents)
      .when(create({ spent_category_id: 'luz' }))
      .thenRefuses('La categoría seleccionada no existe.');
    given(spents)
      .when(create({ method: 'credito' }))
      .thenRefuses('El método de pago debe ser uno de: efectivo, transferencia, pago-movil, zelle.');
  });

  it('needs a name and a valid date', () => {
    given(spents)
      .when(create({ name: ' ' }))
      .thenRefuses('El nombre es obligatorio.');
    given(spents)
      .when(create({ date: '' }))
      .thenRefuses('La fecha es obligatoria.');
    given(spents)
      .when(create({ date: 'ayer' }))
      .thenRefuses('La fecha no es válida.');
  });

  it('is named in the log with its amount the Venezuelan way', () => {
    expect(spentRecord.title({ ...values, amount: '1250.00' } as never)).toBe('Luz $1.250,00');
    expect(usdAmount('120')).toBe('$120,00');
    expect(usdAmount('1234567.5')).toBe('$1.234.567,50');
  });
});
