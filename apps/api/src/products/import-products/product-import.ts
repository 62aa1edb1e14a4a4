import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { Knex } from 'knex';
import { DomainError, EventMetadata, normaliseUniqueValue, productRecord, ProductValues } from '@bo/domain';
import { EventStore, StreamAppend, WrongExpectedVersionError } from '@bo/event-store';
import { EVENT_STORE, KNEX } from '../../infrastructure/database/tokens';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { CommandExecutor } from '../../shared/command-executor';
import { ConcurrencyConflictError } from '../../shared/concurrency-conflict.error';
import { recordCommandAppends } from '../../catalogue/record-appends';
import { productResource } from '../product.resource';
import { readPriceGroups } from '../price-groups';
import { readSheet, Sheet, sheetKind } from './read-sheet';
import { columnLayout, ImportError } from './import-columns';
import { ImportLookups, productOfRow } from './import-rows';

export const IMPORT_REJECTED = 'El archivo tiene errores; no se importó ningún producto.';
/** At most this many row errors in the answer (a wrong file could have one per cell). */
const MAX_REPORTED = 1000;
const MAX_ATTEMPTS = 3;
/** Stream reads in flight while the appends are decided. */
const READS_IN_FLIGHT = 16;

/** A 400 about the file itself, on the field `file`. */
function fileRefused(message: string): BadRequestException {
  return new BadRequestException({ message, errors: { file: [message] } });
}

/** A 400 listing the rows that stopped the import: { message, rows: [{row, field, message}] }. */
function rowsRefused(rows: ImportError[]): BadRequestException {
  const sorted = [...rows].sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED);
  return new BadRequestException({ message: IMPORT_REJECTED, errors: { file: [IMPORT_REJECTED] }, rows: sorted });
}

/**
 * POST /api/products/import: every row of a .csv or .xlsx becomes a product, or none does.
 * Rows are checked like the product form (plus brand and category by name or code, and codes
 * repeated in the file or already registered); then every ProductCreated and its code claim go
 * in ONE atomic append, so a concurrent creation of the same code fails the whole import.
 */
@Injectable()
export class ProductImport {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(KNEX) private readonly knex: Knex,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
  ) {}

  async run(file: { originalname: string; buffer: Buffer } | undefined, metadata: EventMetadata): Promise<number> {
    if (!file?.buffer?.length) throw fileRefused('Debe seleccionar un archivo.');
    const kind = sheetKind(file.originalname, file.buffer);
    if (!kind) throw fileRefused('El archivo debe ser .csv o .xlsx.');
    let sheet: Sheet;
    try {
      sheet = await readSheet(kind, file.buffer);
    } catch {
      throw fileRefused('No se pudo leer el archivo.');
    }
    const products = await this.check(sheet);
    for (let attempt = 1; ; attempt++) {
      const appends = await this.appendsOf(products, metadata);
      try {
        await this.executor.append(appends);
        return products.length;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        if (attempt >= MAX_ATTEMPTS) throw new ConcurrencyConflictError();
      }
    }
  }

  /** Every row's values, or a 400 with every row error. */
  private async check(sheet: Sheet): Promise<{ row: number; values: ProductValues }[]> {
    const groups = await readPriceGroups(this.knex);
    const layout = columnLayout(sheet.header, groups);
    if (Array.isArray(layout)) throw rowsRefused(layout);
    if (sheet.rows.length === 0) throw fileRefused('El archivo no tiene productos.');
    const lookups: ImportLookups = {
      brands: await this.namesAndCodes('rm.brands'),
      categories: await this.namesAndCodes('rm.product_categories'),
      groups,
    };
    const errors: ImportError[] = [];
    const products: { row: number; values: ProductValues }[] = [];
    const firstRowOfCode = new Map<string, number>();
    const codeColumn = layout.columns.code!;
    for (const row of sheet.rows) {
      // A repeated code is told even when the row that has it first is wrong for another reason.
      const cell = row.cells[codeColumn];
      const code =
        cell === null || cell === undefined ? '' : normaliseUniqueValue(String(cell).replaceAll('\u0000', ''));
      const first = code ? firstRowOfCode.get(code) : undefined;
      if (first !== undefined)
        errors.push({
          row: row.number,
          field: 'code',
          message: `El código está repetido en el archivo (fila ${first}).`,
        });
      else if (code) firstRowOfCode.set(code, row.number);
      const product = productOfRow(row, layout, lookups);
      if ('errors' in product) errors.push(...product.errors);
      else if (first === undefined) products.push({ row: row.number, values: product.values });
    }
    const taken = await this.registeredCodes([...firstRowOfCode.keys()]);
    for (const product of products)
      if (taken.has(normaliseUniqueValue(product.values.code)))
        errors.push({ row: product.row, field: 'code', message: productRecord.unique[0].message });
    if (errors.length) throw rowsRefused(errors);
    return products;
  }

  /** Every ProductCreated and its code claim, decided on the streams as they are now. */
  private async appendsOf(
    products: { row: number; values: ProductValues }[],
    metadata: EventMetadata,
  ): Promise<StreamAppend[]> {
    const ids = await this.ids.nextMany(productResource.idKind, products.length);
    const appends: StreamAppend[][] = new Array(products.length);
    const errors: ImportError[] = [];
    let next = 0;
    const worker = async () => {
      while (next < products.length) {
        const i = next++;
        try {
          appends[i] = await recordCommandAppends(this.store, productRecord, ids[i], {
            type: 'CreateRecord',
            data: { id: ids[i], values: products[i].values },
            metadata,
          });
        } catch (error) {
          // A code claimed since the read model was read.
          if (!(error instanceof DomainError)) throw error;
          errors.push({ row: products[i].row, field: 'code', message: error.message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, products.length) }, worker));
    if (errors.length) throw rowsRefused(errors);
    return appends.flat();
  }

  /** Live records by normalised name and code (a name wins over another record's equal code). */
  private async namesAndCodes(table: string): Promise<Map<string, string>> {
    const rows = (await this.knex(table)
      .whereNull('deleted_at')
      .select(this.knex.raw('id::text as id'), 'name', 'code')) as { id: string; name: string; code: string | null }[];
    const found = new Map<string, string>();
    for (const row of rows) if (row.code) found.set(normaliseUniqueValue(row.code), row.id);
    for (const row of rows) found.set(normaliseUniqueValue(row.name), row.id);
    return found;
  }

  /** Which of these normalised codes a live product already holds. */
  private async registeredCodes(codes: string[]): Promise<Set<string>> {
    if (!codes.length) return new Set();
    const result = await this.knex.raw(
      `select distinct lower(regexp_replace(btrim(code), '\\s+', ' ', 'g')) as code from rm.products
       where deleted_at is null and lower(regexp_replace(btrim(code), '\\s+', ' ', 'g')) = any(?::text[])`,
      [codes],
    );
    return new Set((result.rows as { code: string }[]).map((row) => row.code));
  }
}
