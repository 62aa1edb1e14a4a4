import { NumberInput, SimpleForm } from 'react-admin';
import { Create } from '../common/forms';
import type { Tax } from '../data/types';
import { PesoRateMeaning } from './PesoRateMeaning';
import { validateRate } from './validation';
import { useTaxSuccess } from './useTaxNotifications';

/** /taxes/create: change (step 0.01) and cop_change (step 0.01 on create, as the spec says), with what they make of 1$. */
export const TaxCreate = () => {
  const onSuccess = useTaxSuccess('created');
  return (
    <Create<Tax> title="bo.taxes.create_title" mutationOptions={{ onSuccess }} redirect="list">
      <SimpleForm noValidate sx={{ maxWidth: 480 }}>
        <NumberInput
          source="change"
          label="resources.taxes.fields.change"
          step={0.01}
          validate={validateRate}
          fullWidth
        />
        <NumberInput
          source="cop_change"
          label="resources.taxes.fields.cop_change"
          helperText={<PesoRateMeaning />}
          step={0.01}
          validate={validateRate}
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
};
