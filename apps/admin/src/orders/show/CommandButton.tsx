import { useState, type ReactElement } from 'react';
import { Button, Confirm } from 'react-admin';
import { useOrderCommand } from './useOrderCommand';

/**
 * A button running an order command ('Procesar orden'), after a confirmation when `confirm` is
 * given ('Anular orden': its title and text).
 */
export const CommandButton = ({
  label,
  icon,
  command,
  method,
  confirm,
  success,
  color,
}: {
  label: string;
  icon: ReactElement;
  command: string;
  method?: 'POST' | 'PUT' | 'DELETE';
  confirm?: { title: string; content: string };
  success: string;
  color?: 'primary' | 'error';
}) => {
  const { run, running } = useOrderCommand();
  const [open, setOpen] = useState(false);
  const execute = async () => {
    try {
      await run(command, success, undefined, method);
    } catch {
      // Told in the toast.
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label={label}
        variant="outlined"
        color={color}
        onClick={() => (confirm ? setOpen(true) : void execute())}
        disabled={running}
      >
        {icon}
      </Button>
      {confirm ? (
        <Confirm
          isOpen={open}
          loading={running}
          title={confirm.title}
          content={confirm.content}
          onConfirm={execute}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
};
