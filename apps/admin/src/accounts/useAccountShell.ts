import { useGetIdentity, useGetOne } from 'react-admin';
import { sidebarColors } from '../theme';
import type { Account } from './types';

export interface AccountShell {
  background: string;
  text: string;
  hover: string;
  logo: string | null;
}

/**
 * The sidebar's colours and logo from the signed-in user's account. It reads react-admin's cache
 * of `accounts/{id}`, so saving the account form repaints the shell at once; until it has loaded,
 * the default colours.
 */
export const useAccountShell = (): AccountShell => {
  const { identity } = useGetIdentity();
  const id = identity?.account_id as string | undefined;
  const { data } = useGetOne<Account>('accounts', { id: id ?? '' }, { enabled: id != null });
  return {
    background: data?.sidebarColor ?? sidebarColors.background,
    text: data?.textSidebarColor ?? sidebarColors.text,
    hover: data?.textHoverSidebarColor ?? sidebarColors.hover,
    logo: data?.logo ?? null,
  };
};
