import { Controller, Delete, Inject, Param, Type } from '@nestjs/common';
import type { Knex } from 'knex';
import { DomainError, EventMetadata } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import { Metadata } from '../shared/command-metadata';
import { KNEX } from '../infrastructure/database/tokens';
import { NumericIdPipe } from '../infrastructure/http/numeric-id.pipe';
import { CatalogueResource } from './catalogue-resource';
import { RecordCommands } from './record-commands';
import { RecordQueries, RecordView } from './record-queries';

/** Live rows of another read model that point at the record: while one exists, it is not deleted. */
export interface RecordUse {
  /** Read-model table, e.g. 'rm.spents'. */
  table: string;
  /** Its column holding the record's id, e.g. 'spent_category_id'. */
  column: string;
  /** The 409's Spanish message: 'La categoría tiene gastos asociados.' */
  message: string;
}

/**
 * DELETE /api/{path}/{id} in place of the generic delete (list it in CATALOGUE_ROUTES_FIRST): a
 * record still used by a live row of `uses` is kept (409), so nothing is left pointing at a
 * deleted record. Checked on the read models before the command, as the API's rule.
 */
export function deleteUnlessUsedController(resource: CatalogueResource, uses: readonly RecordUse[]): Type<unknown> {
  @Controller(resource.path)
  class DeleteUnlessUsedController {
    constructor(
      @Inject(KNEX) readonly knex: Knex,
      readonly commands: RecordCommands,
      readonly queries: RecordQueries,
    ) {}

    @Delete(':id')
    @Roles(...resource.writers)
    async remove(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<RecordView> {
      for (const use of uses) {
        const found = await this.knex(use.table).where(use.column, id).whereNull('deleted_at').first(use.column);
        if (found) throw new DomainError(use.message);
      }
      await this.commands.change(resource, id, 'DeleteRecord', metadata);
      return this.queries.byId(resource, id);
    }
  }

  const name = resource.path.replace(/(^|-)(\w)/g, (_m, _dash, letter: string) => letter.toUpperCase());
  Object.defineProperty(DeleteUnlessUsedController, 'name', { value: `Delete${name}UnlessUsedController` });
  return DeleteUnlessUsedController;
}
