import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { TaxeReader } from '../taxe-reader';
import { TaxeView } from '../taxe.view';
import { TAXE_READERS } from '../taxe.permissions';

/** The newest rate is the current one everywhere; null when none was ever recorded. */
@Controller('taxes')
export class CurrentTaxeController {
  constructor(private readonly reader: TaxeReader) {}

  @Get('current')
  @Roles(...TAXE_READERS)
  current(): Promise<TaxeView | null> {
    return this.reader.current();
  }
}
