import { claimChanges } from '../catalogue/record-claims';
import { priceGroupRecord } from '../price-groups/price-group.record';
import { regionRecord } from './region.record';
import { VENEZUELAN_STATES } from './venezuelan-states';

const live = (name: string) => ({ status: 'live' as const, id: '1', values: { name } });

describe('regions and price groups: a name unique among live records', () => {
  it('a region claims its name (trimmed, any case) and, folded, without accents; frees both when deleted', () => {
    const message = 'Ya existe una región con ese nombre';
    expect(claimChanges(regionRecord, { status: 'none' }, live('  Mérida '))).toEqual([
      { kind: 'claim', scope: 'region.name', value: 'mérida', message },
      { kind: 'claim', scope: 'region.folded_name', value: 'merida', message },
    ]);
    expect(claimChanges(regionRecord, live('Zulia'), { ...live('Zulia'), status: 'deleted' })).toEqual([
      { kind: 'release', scope: 'region.name', value: 'zulia', message },
      { kind: 'release', scope: 'region.folded_name', value: 'zulia', message },
    ]);
  });

  it('a price group swaps its claim when renamed', () => {
    expect(
      claimChanges(priceGroupRecord, live('Detal'), live('Mayor')).map((c) => `${c.kind} ${c.scope} ${c.value}`),
    ).toEqual([
      'release price_group.name detal',
      'claim price_group.name mayor',
      'release price_group.folded_name detal',
      'claim price_group.folded_name mayor',
    ]);
  });

  it("the seeded states are Venezuela's 23 states, the Distrito Capital and the Dependencias Federales, each once", () => {
    expect(VENEZUELAN_STATES).toHaveLength(25);
    expect(new Set(VENEZUELAN_STATES).size).toBe(25);
    expect(VENEZUELAN_STATES).toEqual(
      expect.arrayContaining(['Distrito Capital', 'La Guaira', 'Dependencias Federales']),
    );
    for (const name of VENEZUELAN_STATES) expect(regionRecord.fields.parse({ name })).toEqual({ name });
  });
});
