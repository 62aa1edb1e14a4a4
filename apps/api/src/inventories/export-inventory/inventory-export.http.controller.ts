/** The route of an inventory's 'Exportar Excel' and 'Exportar PDF' links (/inventories/{id}). */
import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { choice } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { fieldErrors, FormValidationException } from '../../infrastructure/http/validation';
import { DocumentJobs } from '../../reports/document-jobs';
import { INVENTORY_EXPORT } from './inventory-export.renderer';

const exportQuery = z.object({ format: choice('El formato', ['excel', 'pdf'] as const) });

/**
 * GET /api/inventories/:id/export?format=pdf|excel: the inventory as a PDF (inline) or an Excel
 * file (attachment); 400 {format} for another format, 404 for an unknown inventory.
 */
@Controller('inventories')
export class InventoryExportController {
  constructor(private readonly documents: DocumentJobs) {}

  @Get(':id/export')
  @Roles('inventories', 'read')
  export(
    @Param('id', NumericIdPipe) id: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const parsed = exportQuery.safeParse(query);
    if (!parsed.success) throw new FormValidationException(fieldErrors(parsed.error));
    return this.documents.answer(INVENTORY_EXPORT, { id, format: parsed.data.format }, response);
  }
}
