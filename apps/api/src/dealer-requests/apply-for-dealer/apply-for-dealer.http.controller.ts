import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { EventMetadata } from '@bo/domain';
import { Public } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { Metadata } from '../../shared/command-metadata';
import { DealerRequestCommands } from '../dealer-request.commands';
import { applyRequest, ApplyRequest } from '../dealer-request.requests';

/**
 * POST /api/dealers/apply (public, the anti-forgery pair still applies): a visitor's application
 * -> 201 {id}, the request in state init. Per address, the 11th attempt within an hour is 429
 * (ApplyThrottleModule);
 * an application whose honeypot is filled is answered the same 201 and kept nowhere.
 */
@Controller('dealers')
export class ApplyForDealerController {
  constructor(
    private readonly commands: DealerRequestCommands,
    private readonly ids: IdGenerator,
  ) {}

  @Post('apply')
  @Public()
  @UseGuards(ThrottlerGuard)
  @HttpCode(201)
  async apply(
    @Body(new ZodBodyPipe(applyRequest)) body: ApplyRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<{ id: number }> {
    const { website, ...application } = body;
    if (website !== undefined && website !== null && String(website).trim() !== '')
      return { id: Number(await this.ids.next('dealer_requests')) };
    return { id: Number(await this.commands.submit(application, metadata)) };
  }
}
