/**
 * GET /api/products/thermical: the price list on the 80 mm roll, answered inline so the admin
 * opens it in a 400x500 popup (purchasing-inventory.md). Rendered by a worker ('documents' queue);
 * who may see it is who may ask the price-list report. Registered before the products' '/:id'.
 */
import { Controller, Get, Inject, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { DocumentJobs } from '../../reports/document-jobs';

@Controller('products')
export class PriceListController {
  constructor(@Inject(DocumentJobs) private readonly documents: DocumentJobs) {}

  @Get('thermical')
  @Roles('reports', 'price-list')
  thermical(@Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    return this.documents.answer('price-list', {}, response);
  }
}
