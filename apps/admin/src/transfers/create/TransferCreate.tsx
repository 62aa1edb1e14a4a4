/**
 * Why this file exists: /deposits/{id}/transfer/create, a new transfer from the deposit of the
 * path (purchasing-inventory.md, Deposits and transfers, §5 and §8; issue 13). The kit's product
 * search shows each product's stock in this deposit ('Oops...' / 'No hay stock disponible' for
 * one without it); each line takes a quantity (1 to that stock, else 'Cantidad excedida') and a
 * destination (never the source); an optional comentary. 'Guardar Transferencia' checks it first
 * ('Por favor, complete todos los campos requeridos y verifique las cantidades.', nothing sent),
 * then POSTs once (data/useSubmission: one Idempotency-Key); a refusal keeps what was typed and
 * says why; accepted, the transfer's page opens.
 * /transfers/create (issue 31, item 8) is the same form from the sidebar's list: it first asks for
 * the source deposit ('Depósito de origen'); choosing another one empties the chosen lines.
 */
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  Form,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  Title,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { BackLink } from '../../common/BackLink';
import { ProductSearchTable, refusalOf, SelectedLines, useDocumentLines } from '../../common/document';
import { SubmitButton } from '../../common/forms';
import type { AppDataProvider } from '../../data/dataProvider';
import { useSubmission, type SubmissionKey } from '../../data/useSubmission';
import { NoticeDialog } from '../../payments-entry/NoticeDialog';
import type { Product } from '../../products/types';
import { transferPath, transfersPath } from '../states';
import { useSourceDeposit } from '../useSourceDeposit';
import { transferColumns } from './transferColumns';
import {
  emptyDraft,
  INCOMPLETE,
  incompleteTransfer,
  sourceStock,
  toTransferPayload,
  transferLineOf,
  type TransferDraft,
} from './transferDraft';

/** The payload's fields the form shows as inputs, where a server message can sit under its field. */
const SHOWN_FIELD = /^(comentary|products\.\d+\.(quantity|deposit_id))$/;

/** A dialog of the form: its title and message (i18n keys, or the server's own words). */
interface Notice {
  title: string;
  message: string;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** The search over the source's stock and the chosen lines, sharing the form's `products`: a product is added once. */
const TransferProducts = ({ sourceId, tell }: { sourceId: string; tell: (notice: Notice) => void }) => {
  const { lines, added, add, remove } = useDocumentLines('products', transferLineOf);
  // Another source: the chosen lines' stock and destinations were the other deposit's.
  const shownSource = useRef(sourceId);
  useEffect(() => {
    if (shownSource.current === sourceId) return;
    shownSource.current = sourceId;
    remove();
  }, [sourceId, remove]);
  const columns = useMemo(() => transferColumns(sourceId), [sourceId]);
  const addIfInStock = (product: Product) => {
    if (sourceStock(transferLineOf(product), sourceId) <= 0)
      tell({ title: 'bo.transfers.no_stock_title', message: 'bo.transfers.no_stock' });
    else add(product);
  };
  return (
    <>
      <Section title="bo.transfers.search_products">
        <ProductSearchTable
          added={added}
          onAdd={addIfInStock}
          available={(product) => sourceStock(transferLineOf(product), sourceId)}
          availableLabel="bo.transfers.source_stock"
        />
      </Section>
      <Section title="bo.transfers.products">
        <SelectedLines
          name="products"
          lines={lines}
          columns={columns}
          onRemove={remove}
          removeConfirm="bo.transfers.remove_confirm"
        />
      </Section>
    </>
  );
};

/**
 * 'Guardar Transferencia': the spec's check runs on the click, before the fields' own rules, so
 * an incomplete transfer always gets the spec's message (and no 'invalid form' toast beside it).
 */
const SaveTransfer = ({ sourceId, tell }: { sourceId: string; tell: (notice: Notice) => void }) => {
  const { getValues } = useFormContext<TransferDraft>();
  const check = (event: MouseEvent) => {
    // Without a source yet, the form's own rules say it is required.
    const problem = sourceId ? incompleteTransfer(getValues(), sourceId) : null;
    if (!problem) return;
    event.preventDefault();
    tell({ title: 'bo.transfers.incomplete_title', message: problem });
  };
  return <SubmitButton label="bo.transfers.save" onClick={check} />;
};

const allDeposits = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/** The form's source: the path's deposit, or the one chosen on /transfers/create ('source_id'). */
const useFormSource = (fixed: string | null) => {
  const chosen = useWatch({ name: 'source_id' }) as string | number | null | undefined;
  return fixed ?? (chosen === null || chosen === undefined ? '' : String(chosen));
};

/** What the form asks once its source is known: the products, the comentary and the save button. */
const TransferBody = ({ fixed, tell }: { fixed: string | null; tell: (notice: Notice) => void }) => {
  const translate = useTranslate();
  const sourceId = useFormSource(fixed);
  return (
    <>
      {fixed === null ? (
        <Box sx={{ mt: 2, maxWidth: 420 }}>
          <ReferenceInput source="source_id" reference="deposits" {...allDeposits}>
            <SelectInput
              optionText="name"
              label="bo.transfers.source"
              validate={required('bo.validation.required')}
              fullWidth
            />
          </ReferenceInput>
        </Box>
      ) : null}
      {sourceId ? (
        <TransferProducts sourceId={sourceId} tell={tell} />
      ) : (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('bo.transfers.choose_source')}
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <TextInput source="comentary" label="bo.transfers.comentary" multiline minRows={2} fullWidth />
      </Box>
      <Box sx={{ mt: 3 }}>
        <SaveTransfer sourceId={sourceId} tell={tell} />
      </Box>
    </>
  );
};

const TransferForm = ({ fixed }: { fixed: { id: string; name: string } | null }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const submission = useSubmission();
  const [defaults] = useState<TransferDraft>(emptyDraft);
  const [notice, setNotice] = useState<Notice>({ title: 'bo.transfers.incomplete_title', message: INCOMPLETE });
  const [open, setOpen] = useState(false);

  const tell = (next: Notice) => {
    setNotice(next);
    setOpen(true);
  };

  const send = async (draft: TransferDraft, sourceId: string, key: SubmissionKey) => {
    try {
      const path = `deposits/${encodeURIComponent(sourceId)}/transfers`;
      const { data } = await dataProvider.post(path, toTransferPayload(draft), key());
      notify('bo.transfers.created', { type: 'success' });
      redirect(transferPath(sourceId, String(data.id)));
      return undefined;
    } catch (error) {
      const { fields, message } = refusalOf(error, SHOWN_FIELD);
      if (message) tell({ title: 'bo.transfers.refused_title', message });
      return fields;
    }
  };

  const submit = async (values: Record<string, unknown>) => {
    const draft = values as unknown as TransferDraft & { source_id?: string | number | null };
    const sourceId = fixed?.id ?? String(draft.source_id ?? '');
    const problem = sourceId ? incompleteTransfer(draft, sourceId) : INCOMPLETE;
    if (problem) {
      tell({ title: 'bo.transfers.incomplete_title', message: problem });
      return undefined;
    }
    return submission.submit((key) => send(draft, sourceId, key));
  };

  const title = translate('bo.transfers.create_title');
  return (
    <Box>
      <Title title={title} />
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <BackLink to={fixed ? transfersPath(fixed.id) : '/transfers'} />
      </TopToolbar>
      <Card>
        <Form defaultValues={defaults} onSubmit={submit} noValidate>
          <CardContent>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            {fixed ? (
              <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="transfer-source">
                {translate('bo.transfers.from', { name: fixed.name })}
              </Typography>
            ) : null}
            <TransferBody fixed={fixed?.id ?? null} tell={tell} />
          </CardContent>
        </Form>
      </Card>
      <NoticeDialog open={open} error title={notice.title} message={notice.message} onClose={() => setOpen(false)} />
    </Box>
  );
};

/** /deposits/{id}/transfer/create: from the path's deposit. */
export const TransferCreate = () => {
  const deposit = useSourceDeposit();
  return <TransferForm fixed={deposit} />;
};

/** /transfers/create: from the deposit chosen on the form. */
export const StandaloneTransferCreate = () => <TransferForm fixed={null} />;
