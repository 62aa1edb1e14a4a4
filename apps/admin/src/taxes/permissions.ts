import { usePermissions } from 'react-admin';
import type { Role } from '../data/types';

/** Every role reads the rates (the top bar links here); admin and financial keep them. */
export const RATE_WRITERS: ReadonlyArray<Role> = ['admin', 'financial'];

export const useCanWriteRates = (): boolean => {
  const { permissions } = usePermissions<Role>();
  return permissions !== undefined && RATE_WRITERS.includes(permissions);
};
