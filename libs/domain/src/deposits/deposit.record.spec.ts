import { given } from '../kit';
import { recordDecider } from '../catalogue/record.decider';
import { createCommand, creationRefusals } from '../catalogue/testing';
import { depositRecord } from './deposit.record';

const deposits = recordDecider(depositRecord);
const principal = { name: 'Principal', region_id: '2' };
const create = (values: object) => createCommand({ ...principal, ...values }, '4');
const refusesCreation = creationRefusals(deposits, principal, '4');

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
    refusesCreation({ lat: '90.000001' }, 'La latitud debe estar entre -90 y 90.');
    refusesCreation({ long: -181 }, 'La longitud debe estar entre -180 y 180.');
  });

  it('refuses a coordinate that is not a number or has more than 6 decimals', () => {
    refusesCreation({ lat: 'norte' }, 'La latitud debe ser un número.');
    refusesCreation({ long: '66.1234567' }, 'La longitud admite como máximo 6 decimales.');
  });

  it('refuses a deposit without a region', () => {
    refusesCreation({ region_id: '' }, 'Debe seleccionar la región.');
  });
});
