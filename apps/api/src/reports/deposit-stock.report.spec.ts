/**
 * Why this exists: the deposit report's rows from a given read model state (issue 14's unit
 * tests): only that deposit's live products with stock, by name; their cost and value at cost in
 * cents; with `cost_price` their first price (the live price group with the lowest id) and value
 * at it; the totals line; and a deposit removed after the report was asked, said in Spanish.
 */
import { openReportReadModels, ReportReadModels } from '../../../../test/support/reports';
import { depositStockReport } from './deposit-stock.report';
import { ReportFailure } from './report-failure';

describe('the deposit report', () => {
  let state: ReportReadModels;
  beforeAll(async () => {
    state = await openReportReadModels('deposit_stock');
  });
  afterAll(() => state?.close());
  beforeEach(async () => {
    await state.clear();
    await state.account();
  });

  /** Two deposits; products with stock in one, the other, neither; a removed product and price group. */
  const givenStock = async () => {
    const central = await state.deposit('Galpón Central');
    const east = await state.deposit('Tienda Este');
    // Removed: its prices are not the first ones even with the lowest id.
    const removedGroup = await state.priceGroup('Antigua', { deleted: true });
    const retail = await state.priceGroup('Detal');
    const wholesale = await state.priceGroup('Mayor');
    const prices = (first: string, second: string) => ({
      [removedGroup]: '999.00',
      [retail]: first,
      [wholesale]: second,
    });
    const filter = await state.product({
      code: 'FIL-100',
      name: 'Filtro de aceite',
      cost: '8.00',
      prices: prices('12.50', '11.00'),
    });
    const plug = await state.product({ code: 'BUJ-200', name: 'Bujía', cost: '2.50', prices: prices('4.00', '3.50') });
    // 3 at 0.10: 0.30 in cents, never a float's 0.30000000000000004.
    const washer = await state.product({
      code: 'ARA-600',
      name: 'Arandela',
      cost: '0.10',
      prices: { [wholesale]: '0.40' },
    });
    const screw = await state.product({
      code: 'TOR-500',
      name: 'Tornillo',
      cost: null,
      prices: prices('1.00', '0.80'),
    });
    const gone = await state.product({ code: 'BOR-400', name: 'Borrado', cost: '1.00', deleted: true });
    await state.stock(filter, central, 97);
    await state.stock(plug, central, 2);
    await state.stock(washer, central, 3);
    await state.stock(screw, central, 0);
    await state.stock(gone, central, 10);
    await state.stock(screw, east, 4);
    await state.stock(filter, east, 4);
    return { central, east };
  };

  it('given a deposit’s stock, when asked at cost, then it lists its products with stock by name, their value at cost and the totals', async () => {
    const { central } = await givenStock();

    const rows = await state.excel(depositStockReport, { deposit_id: central });

    expect(rows[3][0]).toBe('Inventario del depósito Galpón Central');
    expect(rows[4][0]).toMatch(/^Al \d{1,2} de \p{L}+ de \d{4} \(costo\)$/u);
    expect(rows[6]).toEqual(['Código', 'Nombre', 'Cantidad', 'Costo', 'Valor al costo']);
    expect(rows.slice(7)).toEqual([
      ['ARA-600', 'Arandela', 3, 0.1, 0.3],
      ['BUJ-200', 'Bujía', 2, 2.5, 5],
      ['FIL-100', 'Filtro de aceite', 97, 8, 776],
      ['Total', undefined, 102, undefined, 781.3],
    ]);
  });

  it('given a deposit’s stock, when asked at cost and price, then each product adds its first price and its value at it', async () => {
    const { central, east } = await givenStock();

    const rows = await state.excel(depositStockReport, { deposit_id: central, show: 'cost_price' });
    const eastRows = await state.excel(depositStockReport, { deposit_id: east, show: 'cost_price' });

    expect(rows[4][0]).toMatch(/\(costo y precio\)$/);
    expect(rows[6]).toEqual(['Código', 'Nombre', 'Cantidad', 'Costo', 'Valor al costo', 'Precio', 'Valor al precio']);
    expect(rows.slice(7)).toEqual([
      // No price in the first group (Detal): 0.
      ['ARA-600', 'Arandela', 3, 0.1, 0.3, 0, 0],
      ['BUJ-200', 'Bujía', 2, 2.5, 5, 4, 8],
      ['FIL-100', 'Filtro de aceite', 97, 8, 776, 12.5, 1212.5],
      ['Total', undefined, 102, undefined, 781.3, undefined, 1220.5],
    ]);
    expect(eastRows[3][0]).toBe('Inventario del depósito Tienda Este');
    expect(eastRows.slice(7)).toEqual([
      ['FIL-100', 'Filtro de aceite', 4, 8, 32, 12.5, 50],
      // No cost: 0.
      ['TOR-500', 'Tornillo', 4, 0, 0, 1, 4],
      ['Total', undefined, 8, undefined, 32, undefined, 54],
    ]);
  });

  it('given an empty deposit, when asked, then only the totals line is there, at zero', async () => {
    await givenStock();
    const empty = await state.deposit('Depósito vacío');

    const rows = await state.excel(depositStockReport, { deposit_id: empty });

    expect(rows.slice(7)).toEqual([['Total', undefined, 0, undefined, 0]]);
  });

  it('given a deposit removed, when asked, then it is refused on its field, and a report already asked fails in Spanish', async () => {
    await givenStock();
    const removed = await state.deposit('Cerrado', { deleted: true });

    expect(await depositStockReport.refusals!(state.pool, { deposit_id: removed })).toEqual({
      deposit_id: ['El depósito seleccionado no existe.'],
    });
    const failure = state.excel(depositStockReport, { deposit_id: removed });
    await expect(failure).rejects.toBeInstanceOf(ReportFailure);
    await expect(failure).rejects.toThrow('el depósito seleccionado ya no existe.');
  });
});
