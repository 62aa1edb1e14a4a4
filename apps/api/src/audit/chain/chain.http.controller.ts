/**
 * The sealed chain's routes (issue 32, items 1 and 2; ../shared/API.md 'Auditors'): its state, a
 * verify now or in the background with progress, the digests and each one's file (PDF, or JSON
 * with `?format=json`). Read and verified by admin and auditor.
 */
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { Response } from 'express';
import type { Pool } from 'pg';
import { EventStore, Position, PostgresEventStore, START } from '@bo/event-store';
import { Roles } from '../../auth/guards/access.decorators';
import { AuthenticatedRequest } from '../../auth/guards/authenticated-request';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { EVENT_STORE, PG_POOL } from '../../infrastructure/database/tokens';
import { parseListParams, setContentRange } from '../../infrastructure/http/list-params';
import { DocumentJobs } from '../../reports/document-jobs';
import { accountHeader } from '../../reports/report-sheet';
import { AuditChain } from './audit-chain';
import { VerifyOutcome } from './chain-verify';
import { digestOf, VerifyRequest, verifyRequestSchema } from './chain.requests';
import { AUDIT_DIGEST } from './digest-file.renderer';
import { digestJson, DigestView, findDigest, listDigests } from './digests';
import { Verifications, VerificationView } from './verifications';

/** How many events past the head the chain's state counts one by one (the sealer is normally right behind). */
const COUNT_AHEAD = 100_000;

@Controller('audit')
export class ChainController {
  constructor(
    private readonly chain: AuditChain,
    private readonly verifications: Verifications,
    @Inject(DocumentJobs) private readonly documents: DocumentJobs,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  /** {head: {position, hash, at} | null, sealed, events, last_verify}: how far the seal reaches. */
  @Get('chain')
  @Roles('audit', 'read')
  async state(): Promise<{
    head: { position: string; hash: string; at: string } | null;
    sealed: number;
    events: number;
    last_verify: VerificationView | null;
  }> {
    const [head, lastVerify] = await Promise.all([this.chain.head(), this.verifications.latest()]);
    const sealed = head?.events ?? 0;
    const after = head ? (await this.chain.headPosition())! : START;
    return {
      head: head ? { position: head.position, hash: head.hash, at: head.at } : null,
      sealed,
      events: sealed + (await this.unsealed(after)),
      last_verify: lastVerify,
    };
  }

  /**
   * How many events follow the head: one index range count on PostgreSQL; on another store, read
   * and counted (up to COUNT_AHEAD: the sealer is normally right behind).
   */
  private async unsealed(after: Position): Promise<number> {
    if (this.store instanceof PostgresEventStore) {
      const { rows } = await this.pool.query<{ count: string }>(
        `select count(*)::text as count from events where (transaction_id, global_position) > ($1::xid8, $2::bigint)`,
        [after.commit, after.position],
      );
      return Number(rows[0].count);
    }
    let ahead = 0;
    while (ahead < COUNT_AHEAD) {
      const page = await this.store.readAllPage(after, 5000);
      ahead += page.events.length;
      if (page.events.length < 5000) break;
      after = page.events[page.events.length - 1].position;
    }
    return ahead;
  }

  /** Re-walks the chain now: {ok, checked, head, first_bad?}. */
  @Post('verify')
  @HttpCode(200)
  @Roles('audit', 'verify')
  verify(
    @Body(new ZodBodyPipe(verifyRequestSchema)) body: VerifyRequest,
    @Req() request: AuthenticatedRequest,
  ): Promise<VerifyOutcome> {
    return this.verifications.run(request.user?.id ?? null, digestOf(body));
  }

  /** The same walk in the background, for the screen's progress bar: 202 {id}. */
  @Post('verifications')
  @HttpCode(202)
  @Roles('audit', 'verify')
  async startVerification(
    @Body(new ZodBodyPipe(verifyRequestSchema)) body: VerifyRequest,
    @Req() request: AuthenticatedRequest,
  ): Promise<{ id: string }> {
    return { id: await this.verifications.start(request.user?.id ?? null, digestOf(body)) };
  }

  @Get('verifications/:id')
  @Roles('audit', 'read')
  verification(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<VerificationView> {
    return this.verifications.get(id);
  }

  /** The digests, newest first, paged as every list (`range`, `Content-Range`). */
  @Get('digests')
  @Roles('audit', 'read')
  async digests(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DigestView[]> {
    const params = parseListParams(query, { sortable: ['date'], defaultSort: ['date', 'DESC'] });
    const page = await listDigests(this.pool, params);
    setContentRange(response, 'digests', { rows: page.rows, total: page.total, offset: params.offset });
    return page.rows;
  }

  @Get('digests/:id')
  @Roles('audit', 'read')
  async digest(@Param('id') id: string): Promise<DigestView> {
    const digest = await findDigest(this.pool, id);
    if (!digest) throw new NotFoundException({ message: 'Resumen no encontrado' });
    return digest;
  }

  /** The digest to keep: a PDF to sign, or (`?format=json`) the JSON verify takes. */
  @Get('digests/:id/file')
  @Roles('audit', 'read')
  async digestFile(
    @Param('id') id: string,
    @Query('format') format: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const digest = await findDigest(this.pool, id);
    if (!digest) throw new NotFoundException({ message: 'Resumen no encontrado' });
    if (format !== 'json') return this.documents.answer(AUDIT_DIGEST, { id }, response);
    const bytes = Buffer.from(JSON.stringify(digestJson(digest, await accountHeader(this.pool)), null, 2));
    const name = `resumen-${digest.date}-${digest.id}.json`;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    return new StreamableFile(bytes);
  }
}
