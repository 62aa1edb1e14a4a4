import { Controller, Get, Param } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { DealerRequestDetailView, DealerRequestReader } from '../dealer-request.reader';

/** GET /api/requests/:id: the applicant's data, the request's state and its log of notes (admin). */
@Controller('requests')
export class GetDealerRequestController {
  constructor(private readonly reader: DealerRequestReader) {}

  @Get(':id')
  @Roles('requests', 'read')
  one(@Param('id', NumericIdPipe) id: string): Promise<DealerRequestDetailView> {
    return this.reader.byId(id);
  }
}
