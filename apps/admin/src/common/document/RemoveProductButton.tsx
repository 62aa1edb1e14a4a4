import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';

/**
 * A chosen product's trash button ('Eliminar', named 'Eliminar {name}'), removing it only after
 * '¿Está seguro que desea eliminar este producto?': every document's lines (inventories,
 * purchases), the sale form and the POS cart; a document may word the question its own way.
 */
export const RemoveProductButton = ({
  name,
  onRemove,
  confirm = 'bo.common.remove_product_confirm',
}: {
  name: string;
  onRemove: () => void;
  /** The question, an i18n key (a transfer's: '...de la transferencia?'). */
  confirm?: string;
}) => {
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
        content={confirm}
        onConfirm={() => {
          setAsking(false);
          onRemove();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
