/**
 * react-admin's Create, CreateBase and Edit as every form of the admin uses them: their saves go
 * through data/useSubmission (one Idempotency-Key per submission, no second request while one is
 * in flight), so no form repeats that. SubmitButton is the save button of the forms that stay
 * clickable while untouched (the form then says what is missing), disabled while it submits.
 */
import { useCallback } from 'react';
import {
  Create as RaCreate,
  CreateBase as RaCreateBase,
  Edit as RaEdit,
  SaveButton,
  useRegisterMutationMiddleware,
  type CreateBaseProps,
  type CreateProps,
  type EditProps,
  type Identifier,
  type RaRecord,
  type SaveButtonProps,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useSubmission } from '../data/useSubmission';
import { useReportInvalidFields } from './invalidFields';

type Mutate = (resource: string, params: { meta?: unknown }) => Promise<unknown>;

/** Inside a Create or Edit: its create/update carries the submission's key, once at a time. */
const SubmittedSaves = () => {
  const { submit } = useSubmission();
  const middleware = useCallback(
    (resource: string, params: { meta?: unknown }, next: Mutate) =>
      submit((key) => next(resource, { ...params, meta: { ...(params.meta as object | undefined), ...key() } })),
    [submit],
  );
  useRegisterMutationMiddleware<Mutate>(middleware);
  return null;
};

export const Create = <
  RecordType extends Omit<RaRecord, 'id'> = Omit<RaRecord, 'id'>,
  ResultRecordType extends RaRecord = RecordType & { id: Identifier },
>({
  children,
  ...props
}: CreateProps<RecordType, Error, ResultRecordType>) => (
  <RaCreate<RecordType, ResultRecordType> {...props}>
    <SubmittedSaves />
    {children}
  </RaCreate>
);

export const CreateBase = <
  RecordType extends Omit<RaRecord, 'id'> = Omit<RaRecord, 'id'>,
  ResultRecordType extends RaRecord = RecordType & { id: Identifier },
>({
  children,
  ...props
}: CreateBaseProps<RecordType, ResultRecordType>) => (
  <RaCreateBase<RecordType, ResultRecordType> {...props}>
    <SubmittedSaves />
    {children}
  </RaCreateBase>
);

export const Edit = <RecordType extends RaRecord = RaRecord>({ children, ...props }: EditProps<RecordType>) => (
  <RaEdit<RecordType> {...props}>
    <SubmittedSaves />
    {children}
  </RaEdit>
);

/** A save button enabled on an untouched form, but not from the click until the answer; a refused submission's toast lists the fields. */
export const SubmitButton = (props: Omit<SaveButtonProps, 'alwaysEnable'>) => {
  const { isSubmitting } = useFormState();
  useReportInvalidFields();
  return <SaveButton {...props} alwaysEnable={!isSubmitting} />;
};
