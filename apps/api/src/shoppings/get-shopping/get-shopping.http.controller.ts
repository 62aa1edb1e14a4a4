/** The route of a purchase's detail page. */
import { Controller, Get, Param } from '@nestjs/common';
import { Roles } from '../../auth/guards/access.decorators';
import { NumericIdPipe } from '../../infrastructure/http/numeric-id.pipe';
import { ShoppingDetail, ShoppingReader } from '../shopping.reader';

/** GET /api/shoppings/:id: the purchase detail page (products, payments); 404 'La compra no existe'. */
@Controller('shoppings')
export class GetShoppingController {
  constructor(private readonly reader: ShoppingReader) {}

  @Get(':id')
  @Roles('shoppings', 'read')
  one(@Param('id', NumericIdPipe) id: string): Promise<ShoppingDetail> {
    return this.reader.byId(id);
  }
}
