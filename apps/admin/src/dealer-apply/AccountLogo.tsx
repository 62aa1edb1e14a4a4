import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { useTranslate } from 'react-admin';
import { GuestBadge } from '../auth/GuestBadge';
import { fetchAccount, type PublicAccount } from './applyApi';

const ICON_SIZE = 56;

/**
 * The top of the public dealer application: the account's logo (GET /api/utils/account, no session)
 * or, when it has none, cannot be read or fails to load, the storefront icon. Nothing but the
 * reserved space while the account is being asked, so the icon does not flash before the logo.
 */
export const AccountLogo = () => {
  const translate = useTranslate();
  const [account, setAccount] = useState<PublicAccount | null | undefined>(undefined);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    let current = true;
    fetchAccount()
      .then((found) => current && setAccount(found))
      .catch(() => current && setAccount(null));
    return () => {
      current = false;
    };
  }, []);

  if (account === undefined) return <Box sx={{ height: ICON_SIZE, mb: 1 }} />;
  if (account?.logo && !broken)
    return (
      <Box
        component="img"
        src={account.logo}
        alt={translate('bo.dealer_apply.logo_alt', { name: account.name })}
        onError={() => setBroken(true)}
        sx={{ display: 'block', maxWidth: 200, maxHeight: 80, objectFit: 'contain', mb: 1 }}
      />
    );
  return (
    <GuestBadge size={ICON_SIZE}>
      <StorefrontIcon />
    </GuestBadge>
  );
};
