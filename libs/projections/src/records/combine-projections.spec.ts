/**
 * Given/when/then for combineProjections: the events each part is given, and the types the whole
 * says it handles (what its runner skips by, and what a command's answer waits for).
 */
import type { Knex } from 'knex';
import type { RecordedEvent } from '@bo/event-store';
import { Projection } from '../projection';
import { combineProjections } from './combine-projections';

function part(name: string, handles?: string[]): Projection & { seen: string[] } {
  const seen: string[] = [];
  return {
    name,
    version: 1,
    tables: [name],
    handles,
    seen,
    createTables: async () => undefined,
    apply: async (events) => void seen.push(...events.map((event) => event.type)),
  };
}

const events = (...types: string[]) => types.map((type) => ({ type }) as RecordedEvent);
const trx = {} as Knex.Transaction;

describe('combineProjections', () => {
  it('given parts that each handle some types, then the whole handles their union and each part sees its own', async () => {
    const brands = part('brands', ['BrandCreated']);
    const groups = part('groups', ['GroupCreated', 'GroupDeleted']);
    const whole = combineProjections('records', [brands, groups]);
    expect(whole.handles).toEqual(['BrandCreated', 'GroupCreated', 'GroupDeleted']);
    await whole.apply(events('GroupCreated', 'BrandCreated', 'TaxeCreated'), trx);
    expect(brands.seen).toEqual(['BrandCreated']);
    expect(groups.seen).toEqual(['GroupCreated']);
  });

  it('given a part that reads every event, then the whole reads every event, not only the others’ types', async () => {
    const brands = part('brands', ['BrandCreated']);
    const everything = part('everything');
    const whole = combineProjections('records', [brands, everything]);
    expect(whole.handles).toBeUndefined();
    await whole.apply(events('TaxeCreated', 'BrandCreated'), trx);
    expect(everything.seen).toEqual(['TaxeCreated', 'BrandCreated']);
    expect(brands.seen).toEqual(['BrandCreated']);
  });
});
