/**
 * Why this file exists: a disabled button says nothing, and a disabled element gets no hover nor
 * focus, so its reason is shown by a wrapper around it (issue 11, item 6): a tooltip on hover and
 * on keyboard focus while `reason` is given; with none, the button is left as it is.
 */
import type { ReactNode } from 'react';
import { Tooltip } from '@mui/material';

export const WhyDisabled = ({ reason, children }: { reason: string | null; children: ReactNode }) => (
  <Tooltip title={reason ?? ''} describeChild>
    <span tabIndex={reason ? 0 : undefined} style={{ display: 'inline-flex' }}>
      {children}
    </span>
  </Tooltip>
);
