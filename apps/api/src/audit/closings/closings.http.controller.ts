/**
 * POST /api/audit/closings (admin) closes everything dated up to a day, final; GET lists the
 * closings newest first with who, when, until and the seal (issue 32, item 4).
 */
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CLOSINGS_STREAM, EventMetadata, FieldRuleError, periodClosingDecider } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { CommandExecutor } from '../../shared/command-executor';
import { Metadata } from '../../shared/command-metadata';
import { AuditChain } from '../chain/audit-chain';
import { ClosedPeriods } from './closed-periods';
import { ClosingsReader, ClosingView } from './closings.reader';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long a closing's answer waits for its seal. */
const SEAL_WAIT_MS = 10_000;

@Controller('audit/closings')
export class ClosingsController {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly chain: AuditChain,
    private readonly closedPeriods: ClosedPeriods,
    private readonly reader: ClosingsReader,
  ) {}

  @Get()
  @Roles('audit', 'read')
  list(): Promise<ClosingView[]> {
    return this.reader.list();
  }

  @Post()
  @Roles('audit', 'close')
  @HttpCode(201)
  async close(@Body() body: unknown, @Metadata() metadata: EventMetadata): Promise<ClosingView> {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new FieldRuleError('until', 'Debe indicar la fecha de cierre (AAAA-MM-DD)');
    const { until, note } = body as { until?: unknown; note?: unknown };
    const id = await this.ids.next('audit_closings');
    await this.executor.execute(periodClosingDecider, CLOSINGS_STREAM, {
      type: 'ClosePeriod',
      data: { id, until, note },
      metadata,
    });
    const storedAt = Date.now();
    this.closedPeriods.forget();
    const event = await this.reader.eventOf(id);
    if (!event) throw new Error(`El cierre ${id} no está en ${CLOSINGS_STREAM}`);
    // The closing is stored and final whatever happens now: with no sealer running (or one far
    // behind) it answers 201 without its hash, which GET /api/audit/closings shows once sealed.
    const seal = await this.chain.waitUntilSealed(event.position, SEAL_WAIT_MS).catch(() => null);
    // Answered only once every process's cached day is older than the closing: from then on all refuse.
    await sleep(Math.max(0, storedAt + ClosedPeriods.CACHE_MS + 50 - Date.now()));
    return (await this.reader.byId(id, seal))!;
  }
}
