import BusinessIcon from '@mui/icons-material/Business';
import { lazyScreen } from '../common/lazyScreen';

const AccountEdit = lazyScreen(() => import('./AccountEdit'), 'AccountEdit');

/** The company's account (sales.md, Account): only its edit form, at /accounts/{id}. */
export default { edit: AccountEdit, icon: BusinessIcon };
