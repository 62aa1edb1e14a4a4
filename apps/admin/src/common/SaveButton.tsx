/**
 * Why this file exists: react-admin keeps a form's save button disabled until a field changes and
 * says nothing about it (issue 11, item 6). Every form's save button is this one: react-admin's,
 * and while the form is untouched a tooltip gives the reason ('Modifique algún campo para
 * guardar'), on hover and on keyboard focus (common/WhyDisabled).
 * On a create form it is never disabled for being untouched (issue 31, item 13): a click on an
 * empty form shows what is required. A refused submission's toast lists the field messages
 * (common/invalidFields).
 * FormToolbar is react-admin's default form toolbar with this button: the theme makes it every
 * SimpleForm's default.
 */
import { useContext } from 'react';
import { useFormState } from 'react-hook-form';
import {
  CreateContext,
  DeleteButton,
  SaveButton as RaSaveButton,
  Toolbar,
  ToolbarClasses,
  useFormIsDirty,
  useRecordFromLocation,
  useTranslate,
  type SaveButtonProps,
} from 'react-admin';
import { useReportInvalidFields } from './invalidFields';
import { WhyDisabled } from './WhyDisabled';

export const SaveButton = (props: SaveButtonProps) => {
  const translate = useTranslate();
  const dirty = useFormIsDirty();
  const prefilled = useRecordFromLocation() != null;
  const creating = useContext(CreateContext) != null;
  const { isSubmitting } = useFormState();
  useReportInvalidFields();
  // A create form's button is enabled untouched (but not from the click until the answer).
  const alwaysEnable = props.alwaysEnable ?? (creating ? !isSubmitting : undefined);
  // Disabled only for being untouched: not when enabled anyway, nor disabled for another reason.
  const untouched = !alwaysEnable && !props.disabled && !dirty && !prefilled;
  return (
    <WhyDisabled reason={untouched ? translate('bo.common.save_untouched') : null}>
      <RaSaveButton {...props} alwaysEnable={alwaysEnable} />
    </WhyDisabled>
  );
};

/** react-admin's default form toolbar (save, and delete on an edit), with the save button above. */
export const FormToolbar = () => (
  <Toolbar>
    <div className={ToolbarClasses.defaultToolbar}>
      <SaveButton />
      <DeleteButton />
    </div>
  </Toolbar>
);
