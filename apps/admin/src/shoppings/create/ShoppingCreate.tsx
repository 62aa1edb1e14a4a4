import { ComingSoon } from '../../common/ComingSoon';

/** Placeholder: the purchase form is built on another branch and replaces this file when merged. */
export const ShoppingCreate = () => <ComingSoon title="bo.shoppings.create" />;
