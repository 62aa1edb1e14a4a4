import { DeleteButton, NumberInput, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { SaveButton } from '../common/SaveButton';
import { Edit } from '../common/forms';
import type { Tax } from '../data/types';
import { HistoryPanel } from '../history/HistoryPanel';
import { PesoRateMeaning } from './PesoRateMeaning';
import { validateRate } from './validation';
import { useTaxSuccess } from './useTaxNotifications';
import { useCan } from '../access/useCan';

const TaxEditTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<Tax>();
  return <>{record ? translate('bo.taxes.edit_title', { id: record.id }) : ''}</>;
};

const TaxEditToolbar = () => {
  const onDeleted = useTaxSuccess('deleted');
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton
        mutationMode="pessimistic"
        confirmTitle="bo.taxes.delete_title"
        confirmContent="bo.taxes.delete_confirm"
        confirmColor="warning"
        mutationOptions={{ onSuccess: onDeleted }}
      />
    </Toolbar>
  );
};

/** /taxes/{id}/edit: change (step 0.01), cop_change (step 0.000001) with what they make of 1$, delete, and the history beside. */
export const TaxEdit = () => {
  const onSuccess = useTaxSuccess('updated');
  const canWrite = useCan('taxes', 'write');
  return (
    <Edit<Tax>
      title={<TaxEditTitle />}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      aside={<HistoryPanel />}
      sx={{
        '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' },
        '& .RaEdit-card': { width: '100%' },
      }}
    >
      <SimpleForm noValidate toolbar={canWrite ? <TaxEditToolbar /> : false} sx={{ maxWidth: 480 }}>
        <NumberInput
          source="change"
          label="resources.taxes.fields.change"
          step={0.01}
          validate={validateRate}
          readOnly={!canWrite}
          fullWidth
        />
        <NumberInput
          source="cop_change"
          label="resources.taxes.fields.cop_change"
          helperText={<PesoRateMeaning />}
          step={0.000001}
          validate={validateRate}
          readOnly={!canWrite}
          fullWidth
        />
      </SimpleForm>
    </Edit>
  );
};
