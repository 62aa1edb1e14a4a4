/** The route of a purchase's print link (/shoppings/{id}: opens its PDF in a new tab). */
import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { DocumentJobs } from '../../reports/document-jobs';
import { SHOPPING_REPORT } from './shopping-report.renderer';

/** GET /api/shoppings/:id/report: the purchase's PDF; 404 'Compra no encontrada'. */
@Controller('shoppings')
export class ShoppingReportController {
  constructor(private readonly documents: DocumentJobs) {}

  @Get(':id/report')
  @Roles('shoppings', 'read')
  report(
    @Param('id', NumericIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.documents.answer(SHOPPING_REPORT, { id }, response);
  }
}
