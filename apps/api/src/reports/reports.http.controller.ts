/**
 * /api/reports (issue 14, first slice): ask a report (202 {id}, a job on the 'reports' queue whose
 * id is the row's, so it runs once), follow it, download its file, list one's own. Another
 * user's report is a 404; its file while not ready a 409.
 */
import { randomUUID } from 'crypto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { Response } from 'express';
import { Pool } from 'pg';
import { AccessAction, DomainError, may } from '@bo/domain';
import { Roles } from '../auth/guards/access.decorators';
import type { AuthenticatedRequest } from '../auth/guards/authenticated-request';
import { FILE_STORE, PG_POOL } from '../infrastructure/database/tokens';
import type { FileStore } from '../infrastructure/storage/file-store';
import { JobQueues } from '../infrastructure/jobs/job-queues';
import { parseListParams, setContentRange } from '../infrastructure/http/list-params';
import { REPORT_JOB, REPORTS_QUEUE } from './report.job';
import { PDF, XLSX } from './document-renderer';
import { ReportFiles, ReportRow, ReportView, reportView } from './report-files.store';
import { parseReportRequest } from './report.request';
import { REPORT_WRITERS } from './report-writers';
import { FormValidationException } from '../infrastructure/http/validation';

@Controller('reports')
export class ReportsController {
  private readonly files: ReportFiles;

  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(JobQueues) private readonly jobs: JobQueues,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {
    this.files = new ReportFiles(pool, store);
  }

  @Post()
  @HttpCode(202)
  @Roles('reports', 'generate')
  async ask(@Body() body: unknown, @Req() request: AuthenticatedRequest): Promise<{ id: string }> {
    const asked = parseReportRequest(body, (type) =>
      may(request.user?.role, 'reports', type as AccessAction<'reports'>),
    );
    const refusals = await REPORT_WRITERS[asked.type].refusals?.(this.pool, asked.params);
    if (refusals) throw new FormValidationException(refusals);
    await this.files.removeExpired();
    const id = randomUUID();
    await this.files.insert({ id, user_id: request.user!.id, ...asked });
    await this.jobs
      .queue(REPORTS_QUEUE)
      .add(REPORT_JOB, { id }, { jobId: id, removeOnComplete: 100, removeOnFail: 100 });
    return { id };
  }

  @Get()
  @Roles('reports', 'generate')
  async list(
    @Query() query: Record<string, unknown>,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReportView[]> {
    const params = parseListParams(query, { sortable: ['created_at'], defaultSort: ['created_at', 'DESC'] });
    const page = await this.files.ofUser(request.user!.id, params.offset, params.limit);
    setContentRange(response, 'reports', { rows: page.rows, total: page.total, offset: params.offset });
    return page.rows.map(reportView);
  }

  @Get(':id')
  @Roles('reports', 'generate')
  async status(@Param('id') id: string, @Req() request: AuthenticatedRequest): Promise<ReportView> {
    return reportView(await this.own(id, request));
  }

  @Get(':id/file')
  @Roles('reports', 'generate')
  async file(
    @Param('id') id: string,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const row = await this.own(id, request);
    if (row.state !== 'completed' || !row.path || !row.file_name) throw new DomainError('El reporte aún no está listo');
    // Removed from the store (by hand, or by the 7 days' cleanup meanwhile): not found, never a 500.
    const stored = await this.store.get(row.path);
    if (!stored) throw new NotFoundException({ message: 'El archivo del reporte ya no existe' });
    response.setHeader('Content-Type', row.format === 'pdf' ? PDF : XLSX);
    response.setHeader('Content-Length', String(stored.size));
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${row.file_name}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`,
    );
    return new StreamableFile(stored.stream());
  }

  /** The user's own report, or a 404 (another user's id is unknown to them). */
  private async own(id: string, request: AuthenticatedRequest): Promise<ReportRow> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.files.find(id) : null;
    if (!row || row.user_id !== request.user?.id) throw new NotFoundException({ message: 'Reporte no encontrado' });
    return row;
  }
}
