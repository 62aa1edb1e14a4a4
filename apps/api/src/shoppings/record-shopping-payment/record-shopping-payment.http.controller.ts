/** The route of 'Registrar Nuevo Pago' on a purchase's detail page. */
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { EventMetadata } from '@bo/domain';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { Metadata } from '../../shared/command-metadata';
import { ShoppingCommands } from '../shopping.commands';
import { ShoppingDetail, ShoppingReader } from '../shopping.reader';
import { ShoppingPaymentRequest, shoppingPaymentRequest } from '../shopping.requests';

/**
 * POST /api/shoppings/:id/payments ('Registrar Nuevo Pago'): 201 with the purchase as it now is;
 * 409 'El monto del pago excede el saldo adeudado' above what is owed, and on a paid or cancelled one.
 */
@Controller('shoppings')
export class RecordShoppingPaymentController {
  constructor(
    private readonly commands: ShoppingCommands,
    private readonly reader: ShoppingReader,
  ) {}

  @Post(':id/payments')
  @HttpCode(201)
  @Roles('shoppings', 'pay')
  async pay(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(shoppingPaymentRequest)) request: ShoppingPaymentRequest,
    @Metadata() metadata: EventMetadata,
  ): Promise<ShoppingDetail> {
    await this.commands.pay(id, request, metadata);
    return this.reader.byId(id);
  }
}
