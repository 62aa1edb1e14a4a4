import { accountRecord } from '@bo/domain';
import { recordProjection } from './record-projection';

export const accountsProjection = recordProjection({
  definition: accountRecord,
  table: 'accounts',
  version: 1,
  columns: [
    { name: 'name', type: 'text' },
    { name: 'identification', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'reasonName', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'sidebarColor', type: 'text' },
    { name: 'textSidebarColor', type: 'text' },
    { name: 'textHoverSidebarColor', type: 'text' },
    { name: 'logo', type: 'text' },
  ],
});
