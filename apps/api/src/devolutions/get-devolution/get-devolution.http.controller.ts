import { Controller, Get, Param } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { DevolutionDetail, DevolutionReader } from '../devolution.reader';

/** GET /api/devolutions/:id: the detail page (its order as it is now, its lines); 404 'La devolución no existe'. */
@Controller('devolutions')
export class GetDevolutionController {
  constructor(private readonly reader: DevolutionReader) {}

  @Get(':id')
  @Roles('devolutions', 'read')
  one(@Param('id', NumericIdPipe) id: string): Promise<DevolutionDetail> {
    return this.reader.byId(id);
  }
}
