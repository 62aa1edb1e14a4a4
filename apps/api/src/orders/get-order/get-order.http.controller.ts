import { Controller, Get, Param } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { OrderDetail, OrderReader } from '../order.reader';

/** GET /api/orders/:id: the sale detail page (lines, payments, dispatches); 404 'La venta no existe'. */
@Controller('orders')
export class GetOrderController {
  constructor(private readonly reader: OrderReader) {}

  @Get(':id')
  @Roles('orders', 'read')
  one(@Param('id', NumericIdPipe) id: string): Promise<OrderDetail> {
    return this.reader.byId(id);
  }
}
