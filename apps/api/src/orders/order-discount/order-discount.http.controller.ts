import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import type { z } from 'zod';
import { Roles } from '../../auth/guards/access.decorators';
import { ZodBodyPipe } from '../../catalogue/zod-body.pipe';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { OrderCommands, Seller } from '../order.commands';
import { OrderReader } from '../order.reader';
import { discountRequest } from '../order.requests';
import { CurrentSeller } from '../seller.decorator';

/** PUT / DELETE /api/orders/:id/discount: admin and financial; total never below what was paid. */
@Controller('orders')
export class OrderDiscountController {
  constructor(
    private readonly commands: OrderCommands,
    private readonly reader: OrderReader,
  ) {}

  @Put(':id/discount')
  @HttpCode(200)
  @Roles('orders', 'discount')
  async set(
    @Param('id', NumericIdPipe) id: string,
    @Body(new ZodBodyPipe(discountRequest)) request: z.output<typeof discountRequest>,
    @CurrentSeller() seller: Seller,
  ) {
    await this.commands.setDiscount(id, request, seller);
    return this.reader.byId(id);
  }

  @Delete(':id/discount')
  @HttpCode(200)
  @Roles('orders', 'discount')
  async remove(@Param('id', NumericIdPipe) id: string, @CurrentSeller() seller: Seller) {
    await this.commands.removeDiscount(id, seller);
    return this.reader.byId(id);
  }
}
