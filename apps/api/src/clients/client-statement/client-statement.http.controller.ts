/** The route of the client detail's 'Estado de cuenta' link (opens the PDF in a new tab). */
import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { DocumentJobs } from '../../reports/document-jobs';
import { CLIENT_STATEMENT } from './client-statement.renderer';

/** GET /api/clients/:id/statement: the client's statement PDF; 404 'Cliente no encontrado'. */
@Controller('clients')
export class ClientStatementController {
  constructor(private readonly documents: DocumentJobs) {}

  @Get(':id/statement')
  @Roles('clients', 'read')
  statement(
    @Param('id', NumericIdPipe) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    return this.documents.answer(CLIENT_STATEMENT, { id }, response);
  }
}
