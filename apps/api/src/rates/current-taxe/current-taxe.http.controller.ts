import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { TaxeReader } from '../taxe-reader';
import { TaxeView } from '../taxe.view';

/** The newest rate is the current one everywhere; null when none was ever recorded. */
@Controller('taxes')
export class CurrentTaxeController {
  constructor(private readonly reader: TaxeReader) {}

  @Get('current')
  @Roles('taxes', 'read')
  current(): Promise<TaxeView | null> {
    return this.reader.current();
  }
}
