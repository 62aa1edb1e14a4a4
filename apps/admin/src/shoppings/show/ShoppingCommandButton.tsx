import { useState, type ReactElement } from 'react';
import { Button } from '@mui/material';
import { Confirm, useTranslate, type Identifier } from 'react-admin';
import { useShoppingCommand } from './useShoppingCommand';

/**
 * A button running a purchase command after its confirmation ('Anular compra': '¿Desea anular
 * esta compra?'); disabled while the command is on its way. Used by the detail page and by the
 * provider's pending invoices. Its text stays on phones too (react-admin's Button would leave a bare
 * icon there).
 */
export const ShoppingCommandButton = ({
  id,
  label,
  icon,
  command,
  confirm,
  success,
  color,
  variant = 'outlined',
}: {
  id: Identifier;
  label: string;
  icon: ReactElement;
  command: 'paid' | 'cancel';
  confirm: { title: string; content: string };
  success: string;
  color?: 'primary' | 'error' | 'success';
  variant?: 'outlined' | 'contained' | 'text';
}) => {
  const translate = useTranslate();
  const { run, running } = useShoppingCommand();
  const [open, setOpen] = useState(false);
  const execute = async () => {
    try {
      await run(id, command, success);
    } catch {
      // Told in the toast.
    } finally {
      setOpen(false);
    }
  };
  return (
    // Inside a table row that opens the purchase, a click on the button or in its dialog (a portal,
    // but React events bubble through it) is theirs only.
    <span onClick={(event) => event.stopPropagation()}>
      <Button
        variant={variant}
        color={color}
        size="small"
        startIcon={icon}
        onClick={() => setOpen(true)}
        disabled={running}
      >
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={running}
        title={confirm.title}
        content={confirm.content}
        onConfirm={execute}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
