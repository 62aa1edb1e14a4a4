import { given } from '../kit';
import { brandRecord } from '../brands';
import { recordDecider, RecordEvent } from './record.decider';
import { claimChanges } from './record-claims';
import { uniqueValueDecider } from './unique-value.decider';
import { defineRecord, foldedName, uniqueClaimValue } from './record-definition';
import { requiredText } from './fields';
import { createCommand, deleteCommand, restoreCommand, testMetadata, updateCommand } from './testing';
import { z } from 'zod';

const brands = recordDecider(brandRecord);
const created: RecordEvent = { type: 'BrandCreated', data: { id: '7', name: 'Bosch', code: 'BOS' } };
const deleted: RecordEvent = { type: 'BrandDeleted', data: { id: '7' } };
const restored: RecordEvent = { type: 'BrandRestored', data: { id: '7' } };

describe('a catalogue record (brand)', () => {
  it('is created with its values normalised', () => {
    given(brands)
      .when(createCommand({ name: '  Bosch ', code: 'BOS' }, '7'))
      .then([created]);
  });

  it('refuses a creation without a required field', () => {
    given(brands)
      .when(createCommand({ name: '', code: null }, '7'))
      .thenRefuses('El nombre es obligatorio.');
  });

  it('refuses to create the same record twice', () => {
    given(brands, [created])
      .when(createCommand({ name: 'Otra' }, '7'))
      .thenRefuses('La marca ya existe');
  });

  it('is updated with the previous values kept in the event', () => {
    given(brands, [created])
      .when(updateCommand({ name: 'Bosch Car', code: 'BOS' }))
      .then([
        {
          type: 'BrandUpdated',
          data: { id: '7', name: 'Bosch Car', code: 'BOS', previous: { name: 'Bosch', code: 'BOS' } },
        },
      ]);
  });

  it('records nothing when an update changes nothing', () => {
    given(brands, [created])
      .when(updateCommand({ name: 'Bosch', code: 'BOS' }))
      .then([]);
  });

  it('changes only its editable fields when it has some: the others keep their values', () => {
    const badges = recordDecider(
      defineRecord({
        ...brandRecord,
        name: 'Badge',
        fields: z.object({ name: requiredText('El nombre', 50), code: requiredText('El código', 10) }),
        editable: ['code'],
      }),
    );
    const badge: RecordEvent = { type: 'BadgeCreated', data: { id: '7', name: 'Oro', code: 'A' } };
    given(badges, [badge])
      .when(updateCommand({ name: 'Plata', code: 'B' }))
      .then([
        { type: 'BadgeUpdated', data: { id: '7', name: 'Oro', code: 'B', previous: { name: 'Oro', code: 'A' } } },
      ]);
    given(badges, [badge])
      .when(updateCommand({ name: 'Plata' }))
      .then([]);
  });

  it('refuses to update an unknown or a deleted record', () => {
    given(brands)
      .when(updateCommand({ name: 'X' }))
      .thenRefuses('La marca no existe', 'not_found');
    given(brands, [created, deleted])
      .when(updateCommand({ name: 'X' }))
      .thenRefuses('La marca fue eliminada');
  });

  it('is deleted, then restored', () => {
    given(brands, [created]).when(deleteCommand).then([deleted]);
    given(brands, [created, deleted]).when(restoreCommand).then([restored]);
  });

  it('refuses to delete twice and to restore a live record', () => {
    given(brands, [created, deleted]).when(deleteCommand).thenRefuses('La marca fue eliminada');
    given(brands, [created]).when(restoreCommand).thenRefuses('La marca no está eliminada');
  });

  it('refuses to restore a kind whose delete is final', () => {
    const final = recordDecider(defineRecord({ ...brandRecord, restorable: false }));
    given(final, [created, deleted]).when(restoreCommand).thenRefuses('La marca fue eliminada y no se puede restaurar');
    given(final, [created]).when(restoreCommand).thenRefuses('La marca no está eliminada');
  });
});

describe('a unique value', () => {
  const claim = (owner: string) =>
    ({
      type: 'ClaimValue',
      data: { scope: 'product.code', value: ' ABC-1 ', owner_id: owner, message: 'El código ya está registrado' },
      metadata: testMetadata,
    }) as const;
  const claimed = {
    type: 'UniqueValueClaimed',
    data: { scope: 'product.code', value: 'abc-1', owner_id: '3' },
  } as const;

  it('is claimed by the first record', () => {
    given(uniqueValueDecider).when(claim('3')).then([claimed]);
  });

  it('refuses a duplicate held by another record', () => {
    given(uniqueValueDecider, [claimed]).when(claim('5')).thenRefuses('El código ya está registrado');
  });

  it('is free again once released', () => {
    const released = { type: 'UniqueValueReleased', data: { ...claimed.data } } as const;
    given(uniqueValueDecider, [claimed, released])
      .when(claim('5'))
      .then([{ type: 'UniqueValueClaimed', data: { ...claimed.data, owner_id: '5' } }]);
  });
});

describe('claim changes', () => {
  const keyed = defineRecord({
    ...brandRecord,
    fields: z.object({ name: requiredText('El nombre') }),
    unique: [{ field: 'name', scope: 'brand.name', message: 'Ya existe' }],
  });
  const live = (name: string) => ({ status: 'live' as const, id: '1', values: { name } });

  it('claims on create, swaps on rename, releases on delete and claims again on restore', () => {
    expect(claimChanges(keyed, { status: 'none' }, live('A'))).toEqual([
      { kind: 'claim', scope: 'brand.name', value: 'a', message: 'Ya existe' },
    ]);
    expect(claimChanges(keyed, live('A'), live('B')).map((c) => `${c.kind}:${c.value}`)).toEqual([
      'release:a',
      'claim:b',
    ]);
    expect(claimChanges(keyed, live('A'), live(' a '))).toEqual([]);
    expect(claimChanges(keyed, live('A'), { ...live('A'), status: 'deleted' }).map((c) => c.kind)).toEqual(['release']);
    expect(claimChanges(keyed, { ...live('A'), status: 'deleted' }, live('A')).map((c) => c.kind)).toEqual(['claim']);
  });
});

describe('a name compared without case nor accents', () => {
  const named = defineRecord({
    ...brandRecord,
    fields: z.object({ name: requiredText('El nombre') }),
    unique: [{ field: 'name', scope: 'brand.folded_name', ignoreAccents: true, message: 'Ya existe una marca' }],
  });
  const live = (name: string) => ({ status: 'live' as const, id: '1', values: { name } });

  it('given Bosch, BOSCH and Bósch, when folded, then they are one name', () => {
    expect(['Bosch', 'BOSCH', ' Bósch ', 'BÓSCH'].map(foldedName)).toEqual(['bosch', 'bosch', 'bosch', 'bosch']);
    expect(foldedName('Peña  Ñandú')).toBe('pena nandu');
    // Composed and decomposed writings of one accent fold alike.
    expect(foldedName('Me\u0301rida')).toBe(foldedName('M\u00e9rida'));
  });

  it('given a field that ignores accents, when a record is created or renamed, then it claims the folded name', () => {
    expect(claimChanges(named, { status: 'none' }, live('Bósch'))).toEqual([
      { kind: 'claim', scope: 'brand.folded_name', value: 'bosch', message: 'Ya existe una marca' },
    ]);
    // A change of case or accents only keeps the same claim.
    expect(claimChanges(named, live('Bosch'), live('BÓSCH'))).toEqual([]);
  });

  it('given a field that keeps accents, when a record is renamed with an accent, then it claims the new text', () => {
    expect(uniqueClaimValue({}, 'Bósch')).toBe('bósch');
    expect(uniqueClaimValue({ ignoreAccents: true }, 'Bósch')).toBe('bosch');
  });
});
