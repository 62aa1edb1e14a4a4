import { given } from '../kit';
import { claimChanges, recordDecider } from '../catalogue';
import { createCommand, restoreCommand } from '../catalogue/testing';
import { spentCategoryRecord } from './spent-category.record';

const categories = recordDecider(spentCategoryRecord);
const created = { type: 'SpentCategoryCreated', data: { id: '4', name: 'Servicios' } };

describe('an expense category', () => {
  it('needs a name', () => {
    given(categories)
      .when(createCommand({ name: '' }, '4'))
      .thenRefuses('El nombre es obligatorio.');
  });

  it('claims its name among live categories and frees it when deleted', () => {
    const live = { status: 'live' as const, id: '4', values: { name: 'Servicios' } };
    expect(claimChanges(spentCategoryRecord, { status: 'none' }, live)).toEqual([
      {
        kind: 'claim',
        scope: 'spent_category.name',
        value: 'servicios',
        message: 'Ya existe una categoría de gastos con ese nombre',
      },
      {
        kind: 'claim',
        scope: 'spent_category.folded_name',
        value: 'servicios',
        message: 'Ya existe una categoría de gastos con ese nombre',
      },
    ]);
    expect(claimChanges(spentCategoryRecord, live, { ...live, status: 'deleted' })[0].kind).toBe('release');
  });

  it('is deleted for good (no restore)', () => {
    given(categories, [created, { type: 'SpentCategoryDeleted', data: { id: '4' } }])
      .when(restoreCommand)
      .thenRefuses('La categoría de gastos fue eliminada y no se puede restaurar');
  });
});
