import { given } from '../kit';
import { recordDecider } from '../catalogue/record.decider';
import { depositRecord } from './deposit.record';

const metadata = {
  user_id: '1',
  correlation_id: 'c',
  causation_id: null,
  idempotency_key: null,
  at: '2026-01-01T00:00:00Z',
};
const deposits = recordDecider(depositRecord);
const create = (values: Record<string, unknown>) =>
  ({
    type: 'CreateRecord',
    data: { id: '4', values: { name: 'Principal', region_id: '2', ...values } },
    metadata,
  }) as const;

describe('a deposit', () => {
  it('is created with its coordinates at 6 decimals (comma or point) and its region', () => {
    given(deposits)
      .when(create({ alias: ' PPAL ', lat: '10,4880', long: -66.828, region_id: 2 }))
      .then([
        {
          type: 'DepositCreated',
          data: {
            id: '4',
            name: 'Principal',
            alias: 'PPAL',
            address: null,
            lat: '10.488000',
            long: '-66.828000',
            region_id: '2',
          },
        },
      ]);
  });

  it('accepts the bounds themselves and no coordinates at all', () => {
    given(deposits)
      .when(create({ lat: '-90', long: '180' }))
      .then([
        {
          type: 'DepositCreated',
          data: {
            id: '4',
            name: 'Principal',
            alias: null,
            address: null,
            lat: '-90.000000',
            long: '180.000000',
            region_id: '2',
          },
        },
      ]);
  });

  it('refuses a latitude beyond ±90 and a longitude beyond ±180', () => {
    given(deposits)
      .when(create({ lat: '90.000001' }))
      .thenRefuses('La latitud debe estar entre -90 y 90.');
    given(deposits)
      .when(create({ long: -181 }))
      .thenRefuses('La longitud debe estar entre -180 y 180.');
  });

  it('refuses a coordinate that is not a number or has more than 6 decimals', () => {
    given(deposits)
      .when(create({ lat: 'norte' }))
      .thenRefuses('La latitud debe ser un número.');
    given(deposits)
      .when(create({ long: '66.1234567' }))
      .thenRefuses('La longitud admite como máximo 6 decimales.');
  });

  it('refuses a deposit without a region', () => {
    given(deposits)
      .when(create({ region_id: '' }))
      .thenRefuses('Debe seleccionar la región.');
  });
});
