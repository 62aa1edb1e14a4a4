import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { TaxCreate } from './TaxCreate';
import { TaxEdit } from './TaxEdit';
import { TaxList } from './TaxList';

/** Exchange rates (`taxes`): purchasing-inventory.md section 2, 'Expenses, rates, log...'. */
export default {
  list: TaxList,
  create: TaxCreate,
  edit: TaxEdit,
  icon: CurrencyExchangeIcon,
};
