import { Controller, Delete, Inject, Param } from '@nestjs/common';
import type { Knex } from 'knex';
import { DomainError, EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { Metadata } from '../../shared/command-metadata';
import { KNEX } from '../../infrastructure/database/tokens';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { RecordCommands } from '../../catalogue/record-commands';
import { RecordQueries, RecordView } from '../../catalogue/record-queries';
import { productCategoryResource } from '../product-category.resource';

export const CATEGORY_IN_USE = 'La categoría tiene productos asociados.';

/**
 * DELETE /api/product-categories/{id}, in place of the generic delete: a category that still has
 * live products is kept (409), so no product is left pointing at a deleted category.
 */
@Controller(productCategoryResource.path)
export class DeleteProductCategoryController {
  constructor(
    @Inject(KNEX) private readonly knex: Knex,
    private readonly commands: RecordCommands,
    private readonly queries: RecordQueries,
  ) {}

  @Delete(':id')
  @Roles(...productCategoryResource.writers)
  async remove(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<RecordView> {
    const product = await this.knex('rm.products')
      .where({ product_category_id: id })
      .whereNull('deleted_at')
      .first('id');
    if (product) throw new DomainError(CATEGORY_IN_USE);
    await this.commands.change(productCategoryResource, id, 'DeleteRecord', metadata);
    return this.queries.byId(productCategoryResource, id);
  }
}
