import { Toolbar } from 'react-admin';
import { SaveButton } from '../common/SaveButton';
import { Edit } from '../common/forms';
import { NamedTitle } from '../common/NamedTitle';
import { RegionForm } from './RegionForm';

/** /regions/{id}: rename only (deposits and stores point at their region). */
export const RegionEdit = () => (
  <Edit title={<NamedTitle message="bo.regions.edit_title" />} mutationMode="pessimistic" redirect="list">
    <RegionForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    />
  </Edit>
);
