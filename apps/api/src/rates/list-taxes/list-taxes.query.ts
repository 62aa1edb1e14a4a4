import { ListParams } from '../../infrastructure/http/list-params';

export class ListTaxesQuery {
  constructor(readonly params: ListParams) {}
}
