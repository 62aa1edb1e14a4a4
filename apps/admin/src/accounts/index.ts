import BusinessIcon from '@mui/icons-material/Business';
import { AccountEdit } from './AccountEdit';

/** The company's account (sales.md, Account): only its edit form, at /accounts/{id}. */
export default { edit: AccountEdit, icon: BusinessIcon };
