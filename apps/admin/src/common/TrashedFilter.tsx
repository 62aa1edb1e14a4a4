import { SelectInput } from 'react-admin';

/**
 * The spec's trashed filter: all live records (the default), with deleted ones, or only deleted
 * ones. Sent as `filter.trashed` = '' | 'with' | 'only'.
 */
export const TrashedFilter = (props: { alwaysOn?: boolean; source?: string }) => (
  <SelectInput
    source="trashed"
    label="bo.common.trashed.label"
    alwaysOn={props.alwaysOn}
    emptyText="bo.common.trashed.all"
    choices={[
      { id: 'with', name: 'bo.common.trashed.with' },
      { id: 'only', name: 'bo.common.trashed.only' },
    ]}
  />
);
