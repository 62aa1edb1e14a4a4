/**
 * Why this file exists: react-admin keeps a form's save button disabled until a field changes and
 * says nothing about it (issue 11, item 6). Every form's save button is this one: react-admin's,
 * and while the form is untouched a tooltip gives the reason ('Modifique algún campo para
 * guardar'), on hover and on keyboard focus (common/WhyDisabled).
 * FormToolbar is react-admin's default form toolbar with this button: the theme makes it every
 * SimpleForm's default.
 */
import {
  DeleteButton,
  SaveButton as RaSaveButton,
  Toolbar,
  ToolbarClasses,
  useFormIsDirty,
  useRecordFromLocation,
  useTranslate,
  type SaveButtonProps,
} from 'react-admin';
import { WhyDisabled } from './WhyDisabled';

export const SaveButton = (props: SaveButtonProps) => {
  const translate = useTranslate();
  const dirty = useFormIsDirty();
  const prefilled = useRecordFromLocation() != null;
  // Disabled only for being untouched: not when enabled anyway, nor disabled for another reason.
  const untouched = !props.alwaysEnable && !props.disabled && !dirty && !prefilled;
  return (
    <WhyDisabled reason={untouched ? translate('bo.common.save_untouched') : null}>
      <RaSaveButton {...props} />
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
