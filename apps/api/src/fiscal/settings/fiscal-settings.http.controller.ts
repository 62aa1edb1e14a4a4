/**
 * The 'Configuración fiscal' routes (issue 33, item 1): GET/PUT /api/fiscal/settings (the regime,
 * the IGTF terms, the first invoice number) and GET/POST /api/fiscal/control-ranges (the
 * authorised ranges of control numbers, with what is left of each). Everyone signed in reads the
 * settings (the sale form shows the taxes); admin changes them.
 */
import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { EventMetadata, FISCAL_STREAM, FiscalCommand } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { CommandExecutor } from '../../shared/command-executor';
import { Metadata } from '../../shared/command-metadata';
import { FiscalLedger } from '../fiscal-ledger';
import { ControlRangeView, FiscalSettingsView, rangeView, settingsView } from './fiscal-settings.view';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fieldsOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

@Controller('fiscal')
export class FiscalSettingsController {
  constructor(
    private readonly ledger: FiscalLedger,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
  ) {}

  @Get('settings')
  @Roles('fiscal', 'read')
  async settings(): Promise<FiscalSettingsView> {
    return settingsView((await this.ledger.current()).state);
  }

  @Put('settings')
  @Roles('fiscal', 'write')
  async update(@Body() body: unknown, @Metadata() metadata: EventMetadata): Promise<FiscalSettingsView> {
    const { regime, igtf_agent, igtf_rate, next_invoice_number } = fieldsOf(body);
    await this.run({
      type: 'SetFiscalSettings',
      data: { regime, igtf_agent, igtf_rate, next_invoice_number },
      metadata,
    });
    const storedAt = Date.now();
    // Answered once every process's kept settings are older than the change (FiscalLedger.CACHE_MS):
    // from then on every sale, on every server, is decided under the new regime and IGTF terms.
    await sleep(Math.max(0, storedAt + FiscalLedger.CACHE_MS + 50 - Date.now()));
    return this.settings();
  }

  @Get('control-ranges')
  @Roles('fiscal', 'read')
  async ranges(): Promise<ControlRangeView[]> {
    const { state } = await this.ledger.current();
    return state.ranges.map((range) => rangeView(range, state));
  }

  @Post('control-ranges')
  @Roles('fiscal', 'write')
  @HttpCode(201)
  async register(@Body() body: unknown, @Metadata() metadata: EventMetadata): Promise<ControlRangeView> {
    const { prefix, from, to } = fieldsOf(body);
    const id = await this.ids.next('fiscal_control_ranges');
    await this.run({ type: 'RegisterControlRange', data: { id, prefix, from, to }, metadata });
    const { state } = await this.ledger.current();
    return rangeView(
      state.ranges.find((range) => range.id === id)!,
      state,
    );
  }

  /** One fiscal command on the stream, decided on the kept state, retried on a concurrent number. */
  private async run(command: FiscalCommand): Promise<void> {
    await this.executor.commit(async () => [await this.ledger.appendFor(command, command.metadata)], {
      lock: [FISCAL_STREAM],
      appended: (appends) => this.ledger.appended(appends),
    });
  }
}
