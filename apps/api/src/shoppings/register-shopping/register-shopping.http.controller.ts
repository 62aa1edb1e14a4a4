/** The route of 'Generar Compra' (the purchase form). */
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { Metadata } from '../../shared/command-metadata';
import { ShoppingCommands } from '../shopping.commands';
import { ShoppingDetail, ShoppingReader } from '../shopping.reader';
import { NewShoppingRequest, newShoppingRequest } from '../shopping.requests';

/**
 * POST /api/shoppings ('Generar Compra'): 201 with the purchase, its stock already in the deposit.
 * The spec's first failing check is a 400 on its field, and nothing is kept.
 */
@Controller('shoppings')
export class RegisterShoppingController {
  constructor(
    private readonly commands: ShoppingCommands,
    private readonly reader: ShoppingReader,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('shoppings', 'write')
  async register(
    @Body(new ZodBodyPipe(newShoppingRequest)) request: NewShoppingRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<ShoppingDetail> {
    const id = await this.commands.register(request, metadata);
    return this.reader.byId(id);
  }
}
