import { Body, Controller, HttpCode, HttpException, HttpStatus, Post, Req } from '@nestjs/common';
import { DealerRequestMessages as M, EventMetadata } from '@bo/domain';
import { Public } from '../../auth/guards/access.decorators';
import { AuthenticatedRequest } from '../../auth/guards/authenticated-request';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { IdGenerator } from '../../infrastructure/database/id-generator';
import { Metadata } from '../../shared/command-metadata';
import { ApplyThrottle } from '../apply-throttle';
import { DealerRequestCommands } from '../dealer-request.commands';
import { applyRequest, ApplyRequest } from '../dealer-request.requests';

/**
 * POST /api/dealers/apply (public, the anti-forgery pair still applies): a visitor's application
 * -> 201 {id}, the request in state init. Per address, the 11th attempt within an hour is 429;
 * an application whose honeypot is filled is answered the same 201 and kept nowhere.
 */
@Controller('dealers')
export class ApplyForDealerController {
  constructor(
    private readonly commands: DealerRequestCommands,
    private readonly throttle: ApplyThrottle,
    private readonly ids: IdGenerator,
  ) {}

  @Post('apply')
  @Public()
  @HttpCode(201)
  async apply(
    @Req() request: AuthenticatedRequest,
    @Body(new ZodBodyPipe(applyRequest)) body: ApplyRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<{ id: number }> {
    if (!this.throttle.take(request.ip ?? ''))
      throw new HttpException({ message: M.throttled }, HttpStatus.TOO_MANY_REQUESTS);
    const { website, ...application } = body;
    if (website !== undefined && website !== null && String(website).trim() !== '')
      return { id: Number(await this.ids.next('dealer_requests')) };
    return { id: Number(await this.commands.submit(application, metadata)) };
  }
}
