/** The route of a purchase's cancel ('¿Desea anular esta compra?'). */
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { ShoppingCommands } from '../shopping.commands';
import { ShoppingDetail, ShoppingReader } from '../shopping.reader';

/**
 * POST /api/shoppings/:id/cancel (after '¿Desea anular esta compra?'): its stock leaves the deposit
 * again, refused whole (409 'No hay stock disponible de este producto: …') when it is no longer there.
 */
@Controller('shoppings')
export class CancelShoppingController {
  constructor(
    private readonly commands: ShoppingCommands,
    private readonly reader: ShoppingReader,
  ) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @Roles('shoppings', 'cancel')
  async cancel(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<ShoppingDetail> {
    await this.commands.cancel(id, metadata);
    return this.reader.byId(id);
  }
}
