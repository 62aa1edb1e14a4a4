import { given } from '../kit';
import { claimChanges, recordDecider, RecordEvent, RecordState, uniqueValueDecider } from '../catalogue';
import {
  createCommand,
  creationRefusals,
  deleteCommand,
  restoreCommand,
  testMetadata,
  updateCommand,
} from '../catalogue/testing';
import { productRecord, ProductValues } from './product.record';

const products = recordDecider(productRecord);

/** A filter as the form sends it: numbers as text or numbers, a comma decimal, a checkbox. */
const form = {
  code: ' FIL-100 ',
  name: 'Filtro de aceite',
  line_name: '',
  description: 'Para motores diésel',
  volumen: null,
  weight: '1,25',
  prices: { '2': 11, '1': '12.5' },
  brand_id: 3,
  part_id: 'W 712/75',
  alias: '',
  contable: '1',
  cost: '8',
  photo: null,
  product_category_id: '4',
};
const values: ProductValues = {
  code: 'FIL-100',
  name: 'Filtro de aceite',
  line_name: null,
  description: 'Para motores diésel',
  volumen: null,
  weight: '1.250',
  prices: { '1': '12.50', '2': '11.00' },
  brand_id: '3',
  part_id: 'W 712/75',
  alias: null,
  contable: true,
  cost: '8.00',
  photo: null,
  product_category_id: '4',
};
const created: RecordEvent = { type: 'ProductCreated', data: { id: '9', ...values } };
const deleted: RecordEvent = { type: 'ProductDeleted', data: { id: '9' } };
const refusesCreation = creationRefusals(products, form, '9');

describe('a product', () => {
  it('is created with its values normalised (prices by group, 2 decimals; weight, 3)', () => {
    given(products).when(createCommand(form, '9')).then([created]);
  });

  it('refuses a creation without a required field or with a wrong one', () => {
    refusesCreation({ code: ' ' }, 'El código es obligatorio.');
    refusesCreation({ cost: 'ocho' }, 'El costo debe ser un número.');
    refusesCreation({ brand_id: null }, 'Debe seleccionar la marca.');
    refusesCreation({ contable: 'tal vez' }, 'Contable debe ser 1 o 0.');
    refusesCreation({ contable: undefined }, 'Contable es obligatorio (1 o 0).');
    refusesCreation({ prices: {} }, 'Debe indicar al menos un precio.');
    refusesCreation({ prices: { '1': '-1' } }, 'El precio debe ser mayor o igual a 0.');
    refusesCreation({ prices: { '1': '1.005' } }, 'El precio admite como máximo 2 decimales.');
    refusesCreation({ code: 'X'.repeat(51) }, 'El código admite como máximo 50 caracteres.');
  });

  it('keeps its IVA code (issue 33): G, R, A or E, in any case; left blank it is left out (read as G)', () => {
    given(products)
      .when(createCommand({ ...form, iva: 'r' }, '9'))
      .then([{ type: 'ProductCreated', data: { id: '9', ...values, iva: 'R' } }]);
    given(products)
      .when(createCommand({ ...form, iva: '' }, '9'))
      .then([created]);
    refusesCreation({ iva: 'X' }, 'Seleccione una alícuota de IVA válida (G, R, A o E)');
    refusesCreation({ iva: 16 }, 'Seleccione una alícuota de IVA válida (G, R, A o E)');
  });

  it('puts a price message on the field of its group', () => {
    const parsed = productRecord.fields.safeParse({ ...form, prices: { '1': '10', '2': 'caro' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['prices.2', 'El precio debe ser un número.'],
    ]);
  });

  it('is updated with the previous values kept', () => {
    given(products, [created])
      .when(updateCommand({ ...form, cost: '9.5' }))
      .then([{ type: 'ProductUpdated', data: { id: '9', ...values, cost: '9.50', previous: values } }]);
  });

  it('is deleted for good: it cannot be restored nor changed afterwards', () => {
    given(products, [created]).when(deleteCommand).then([deleted]);
    given(products, [created, deleted])
      .when(restoreCommand)
      .thenRefuses('El producto fue eliminado y no se puede restaurar');
    given(products, [created, deleted]).when(updateCommand(form)).thenRefuses('El producto fue eliminado');
  });
});

describe("a product's code", () => {
  const live: RecordState<ProductValues> = { status: 'live', id: '9', values };
  const claim = (owner: string) =>
    ({
      type: 'ClaimValue',
      data: { scope: 'product.code', value: ' Fil-100 ', owner_id: owner, message: 'El código ya está registrado' },
      metadata: testMetadata,
    }) as const;
  const claimed = {
    type: 'UniqueValueClaimed',
    data: { scope: 'product.code', value: 'fil-100', owner_id: '9' },
  } as const;
  const released = { type: 'UniqueValueReleased', data: claimed.data } as const;

  it('is claimed on create and released on delete', () => {
    expect(claimChanges(productRecord, { status: 'none' }, live)).toEqual([
      { kind: 'claim', scope: 'product.code', value: 'fil-100', message: 'El código ya está registrado' },
    ]);
    expect(claimChanges(productRecord, live, { ...live, status: 'deleted' }).map((c) => c.kind)).toEqual(['release']);
  });

  it('refuses a second product with the same code, whatever its case and spaces', () => {
    given(uniqueValueDecider, [claimed]).when(claim('10')).thenRefuses('El código ya está registrado');
  });

  it('is free for another product once the first one is deleted', () => {
    given(uniqueValueDecider, [claimed, released])
      .when(claim('10'))
      .then([{ type: 'UniqueValueClaimed', data: { ...claimed.data, owner_id: '10' } }]);
  });
});
