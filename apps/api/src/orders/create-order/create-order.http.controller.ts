import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { KeyClaimedByAppend } from '../../infrastructure/http/key-claimed-by-append';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { OrderCommands, Seller } from '../order.commands';
import { OrderReader } from '../order.reader';
import { NewOrderRequest, saleRequest } from '../order.requests';
import { CurrentSeller } from '../seller.decorator';

/** POST /api/orders: a sale from the sale form or the POS; 201 with the order as its detail page shows it. */
@Controller('orders')
export class CreateOrderController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
  ) {}

  @Post()
  @HttpCode(201)
  @Roles('orders', 'write')
  @KeyClaimedByAppend()
  async create(@Body(new ZodBodyPipe(saleRequest)) request: NewOrderRequest, @CurrentSeller() seller: Seller) {
    const id = await this.commands.create(request, seller);
    return this.reader.byId(id);
  }
}
