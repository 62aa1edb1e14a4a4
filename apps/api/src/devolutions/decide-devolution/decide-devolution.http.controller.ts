import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { DevolutionCommands } from '../devolution.commands';
import { DevolutionDetail, DevolutionReader } from '../devolution.reader';

/**
 * POST /api/devolutions/:id/approve (admin, storer: the stock comes back and the order's money
 * moves) and /reject (admin: nothing moves); each answers the devolution as it now is.
 */
@Controller('devolutions')
export class DecideDevolutionController {
  constructor(
    private readonly commands: DevolutionCommands,
    private readonly reader: DevolutionReader,
  ) {}

  @Post(':id/approve')
  @HttpCode(200)
  @Roles('devolutions', 'approve')
  async approve(
    @Param('id', NumericIdPipe) id: string,
    @Metadata() metadata: EventMetadata,
  ): Promise<DevolutionDetail & { credit_note?: object }> {
    // A retried approval issues nothing: its credit note is the one the first issued.
    const note = (await this.commands.approve(id, metadata)) ?? (await this.reader.creditNoteOf(id));
    const detail = await this.reader.byId(id);
    // Issue 33: the credit note of an invoiced sale's return (absent otherwise, as before).
    if (!note) return detail;
    const { number, control_number, invoice_number, taxes, exempt, tax_total, base, total } = note;
    return {
      ...detail,
      credit_note: { number, control_number, invoice_number, taxes, exempt, tax_total, base, total },
    };
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Roles('devolutions', 'reject')
  async reject(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<DevolutionDetail> {
    await this.commands.reject(id, metadata);
    return this.reader.byId(id);
  }
}
