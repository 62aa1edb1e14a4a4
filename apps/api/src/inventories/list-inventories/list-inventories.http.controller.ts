import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { AcceptsAsOf, parseAsOf } from '../../infrastructure/http/as-of';
import { parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { InventoryLineView, InventoryReader, InventoryView } from '../inventory.reader';
import { InventoryAsOf } from './inventory-as-of';

/**
 * GET /api/inventories/:id[?as_of=…] (now, or as it was then) and GET /api/inventories/:id/lines?range=[0,9].
 */
@Controller('inventories')
export class ListInventoriesController {
  constructor(
    private readonly reader: InventoryReader,
    private readonly asOf: InventoryAsOf,
  ) {}

  @Get(':id')
  @Roles('inventories', 'read')
  @AcceptsAsOf()
  one(@Param('id', NumericIdPipe) id: string, @Query('as_of') asOf?: unknown): Promise<InventoryView> {
    if (asOf !== undefined) return this.asOf.at(id, parseAsOf(asOf));
    return this.reader.byId(id);
  }

  @Get(':id/lines')
  @Roles('inventories', 'read')
  async lines(
    @Param('id', NumericIdPipe) id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InventoryLineView[]> {
    const params = parseListParams(query, { sortable: ['id'], defaultSort: ['id', 'ASC'] });
    const page = await this.reader.lines(id, params);
    setContentRange(response, 'lines', page);
    return page.rows;
  }
}
