import { Controller, Get, Param, Query } from '@nestjs/common';
import { AcceptsAsOf, parseAsOf } from '../../infrastructure/http/as-of';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { TaxeReader } from '../taxe-reader';
import { TaxeView } from '../taxe.view';
import { TaxeAsOf } from './taxe-as-of';

@Controller('taxes')
export class GetTaxeController {
  constructor(
    private readonly reader: TaxeReader,
    private readonly asOf: TaxeAsOf,
  ) {}

  @Get(':id')
  @Roles('taxes', 'read')
  @AcceptsAsOf()
  get(@Param('id', NumericIdPipe) id: string, @Query('as_of') asOf?: string): Promise<TaxeView> {
    if (asOf === undefined) return this.reader.byId(id);
    return this.asOf.at(id, parseAsOf(asOf));
  }
}
