import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { Metadata } from '../../shared/command-metadata';
import { DevolutionCommands } from '../devolution.commands';
import { DevolutionDetail, DevolutionReader } from '../devolution.reader';
import { DevolutionRequest, devolutionRequest } from '../devolution.request';

/** POST /api/devolutions (API.md): 201 with the pending devolution, numbered; nothing moves yet. */
@Controller('devolutions')
export class CreateDevolutionController {
  constructor(
    private readonly commands: DevolutionCommands,
    private readonly reader: DevolutionReader,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('devolutions', 'write')
  async create(
    @Body(new ZodBodyPipe(devolutionRequest)) request: DevolutionRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<DevolutionDetail> {
    const id = await this.commands.create(request, metadata);
    return this.reader.byId(id);
  }
}
