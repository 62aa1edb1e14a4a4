import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

/**
 * A chosen product's trash button ('Eliminar', named 'Eliminar {name}'), removing it only after
 * '¿Está seguro que desea eliminar este producto?': every document's lines (inventories,
 * purchases), the sale form and the POS cart.
 */
export const RemoveProductButton = ({ name, onRemove }: { name: string; onRemove: () => void }) => {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const label = translate('bo.common.remove');
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={`${label} ${name}`} onClick={() => setAsking(true)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={asking}
        title="bo.common.remove_product_title"
        content="bo.common.remove_product_confirm"
        onConfirm={() => {
          setAsking(false);
          onRemove();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
