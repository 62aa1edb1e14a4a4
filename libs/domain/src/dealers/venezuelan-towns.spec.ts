/** Issue 15: Venezuela's municipalities, 335 in all, with the count of each federal entity. */
import { VENEZUELAN_STATES } from '../regions/venezuelan-states';
import { townOf, townsOf, VENEZUELAN_TOWNS } from './venezuelan-towns';

const EXPECTED: Record<string, number> = {
  Amazonas: 7,
  Anzoátegui: 21,
  Apure: 7,
  Aragua: 18,
  Barinas: 12,
  Bolívar: 11,
  Carabobo: 14,
  Cojedes: 9,
  'Delta Amacuro': 4,
  'Distrito Capital': 1,
  Falcón: 25,
  Guárico: 15,
  Lara: 9,
  Mérida: 23,
  Miranda: 21,
  Monagas: 13,
  'Nueva Esparta': 11,
  Portuguesa: 14,
  Sucre: 15,
  Táchira: 29,
  Trujillo: 20,
  'La Guaira': 1,
  Yaracuy: 14,
  Zulia: 21,
};

describe("Venezuela's municipalities", () => {
  it('are 335, each state with its own count, none twice in a state', () => {
    const counts = Object.fromEntries(VENEZUELAN_TOWNS.map((entry) => [entry.state, entry.towns.length]));
    expect(counts).toEqual(EXPECTED);
    expect(VENEZUELAN_TOWNS.reduce((sum, entry) => sum + entry.towns.length, 0)).toBe(335);
    for (const entry of VENEZUELAN_TOWNS) expect(new Set(entry.towns).size).toBe(entry.towns.length);
  });

  it('belong to the seeded regions by name (all but the Dependencias Federales)', () => {
    const withTowns = VENEZUELAN_STATES.filter((state) => townsOf(state).length > 0);
    expect(withTowns).toHaveLength(24);
    expect(VENEZUELAN_STATES.filter((state) => townsOf(state).length === 0)).toEqual(['Dependencias Federales']);
  });

  it('have ids unique across the country, found only within their state', () => {
    const ids = VENEZUELAN_TOWNS.flatMap((entry) => townsOf(entry.state).map((town) => town.id));
    expect(new Set(ids).size).toBe(335);
    const valencia = townsOf('carabobo').find((town) => town.name === 'Valencia')!;
    expect(townOf('Carabobo', String(valencia.id))).toEqual(valencia);
    expect(townOf('Zulia', valencia.id)).toBeUndefined();
    expect(townsOf('Tachira')).toHaveLength(29);
  });
});
