import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazyScreen } from '../common/lazyScreen';

const TaxCreate = lazyScreen(() => import('./TaxCreate'), 'TaxCreate');
const TaxEdit = lazyScreen(() => import('./TaxEdit'), 'TaxEdit');
const TaxList = lazyScreen(() => import('./TaxList'), 'TaxList');

/** Exchange rates (`taxes`): purchasing-inventory.md section 2, 'Expenses, rates, log...'. */
export default {
  list: TaxList,
  create: TaxCreate,
  edit: TaxEdit,
  icon: CurrencyExchangeIcon,
};
