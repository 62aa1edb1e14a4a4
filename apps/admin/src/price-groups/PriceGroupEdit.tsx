import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { SaveDeleteToolbar } from '../common/SaveDeleteToolbar';
import { PriceGroupForm } from './PriceGroupForm';

/** /price-groups/{id}: rename, or delete after the confirmation. */
export const PriceGroupEdit = () => (
  <Edit title={<NamedTitle message="bo.price_groups.edit_title" />} mutationMode="pessimistic" redirect="list">
    <PriceGroupForm
      toolbar={
        <SaveDeleteToolbar confirmContent="bo.price_groups.delete_confirm" successMessage="bo.price_groups.deleted" />
      }
    />
  </Edit>
);
