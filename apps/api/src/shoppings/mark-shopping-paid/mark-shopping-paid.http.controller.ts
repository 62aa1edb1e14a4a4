/** The route of 'Marcar como Pagada' (the provider's page and the purchase's detail). */
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { ShoppingCommands } from '../shopping.commands';
import { ShoppingDetail, ShoppingReader } from '../shopping.reader';

/** POST /api/shoppings/:id/paid ('Marcar como Pagada'): a pending purchase becomes paid without a payment. */
@Controller('shoppings')
export class MarkShoppingPaidController {
  constructor(
    private readonly commands: ShoppingCommands,
    private readonly reader: ShoppingReader,
  ) {}

  @Post(':id/paid')
  @HttpCode(200)
  @Roles('shoppings', 'paid')
  async markPaid(@Param('id', NumericIdPipe) id: string, @Metadata() metadata: EventMetadata): Promise<ShoppingDetail> {
    await this.commands.markPaid(id, metadata);
    return this.reader.byId(id);
  }
}
