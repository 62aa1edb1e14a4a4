/** The purchases' write side: each command on the document kit or the command executor. */
import { Inject, Injectable } from '@nestjs/common';
import {
  businessDay,
  DomainEvent,
  EventMetadata,
  ExistingShopping,
  FISCAL_STREAM,
  FiscalRegime,
  fold,
  invoiceClaimEvents,
  NewShopping,
  productRecord,
  ProductValues,
  purchasedProductUpdates,
  recordDecider,
  RecordState,
  recordStream,
  RegisterShopping,
  ShoppingCommand,
  shoppingDecider,
  ShoppingLine,
  ShoppingPaymentInput,
  shoppingStockMoves,
  shoppingInvoiceScope,
  shoppingStream,
  takesWithholdingVoucher,
  uniqueValueDecider,
  UniqueValueEvent,
  uniqueValueStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { CommandExecutor } from '../shared/command-executor';
import { streamAppend } from '../shared/stream-append';
import { DocumentCommands, stockStreamsOf } from '../documents/document-commands';
import { NewShoppingRequest, ShoppingPaymentRequest } from './shopping.requests';
import { ShoppingLookups, ShoppingReferences } from './shopping-references';
import { FiscalLedger } from '../fiscal/fiscal-ledger';

const products = recordDecider(productRecord);

/**
 * The purchases' commands (RULES.md, Purchases), documents of the kit (documents/): registering
 * appends the purchase, its stock entering the deposit and its products' new cost and price in one
 * atomic append, with the claim of the provider's invoice number; a cancel takes the stock out
 * again (refused whole when it is no longer there) and releases the invoice number;
 * payments and marking paid touch the purchase's stream alone, with its expected version, so
 * concurrent payments never pay more than the total.
 */
@Injectable()
export class ShoppingCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly documents: DocumentCommands,
    private readonly references: ShoppingReferences,
    private readonly ledger: FiscalLedger,
  ) {}

  async register(request: NewShoppingRequest, metadata: EventMetadata): Promise<string> {
    const [found, id, paymentIds, settings] = await Promise.all([
      this.references.find({
        provider_id: request.provider_id,
        deposit_id: request.deposit_id,
        product_ids: request.products.map((line) => line.product_id),
        method_ids: request.payments.flatMap((payment) => (payment.method ? [payment.method] : [])),
      }),
      this.ids.next('shoppings'),
      request.payments.length ? this.ids.nextMany('shopping_payments', request.payments.length) : [],
      this.ledger.settings(),
    ]);
    const data: NewShopping = {
      id,
      provider_id: request.provider_id,
      provider: found.provider && { name: found.provider.name },
      invoice_number: request.invoice_number,
      date: request.date ?? businessDay(metadata.at),
      payment_type: request.payment_type,
      due_date: request.due_date,
      deposit_id: request.deposit_id,
      deposit_found: found.depositFound,
      discount_percentage: request.discount_percentage,
      discount_amount: request.discount_amount,
      comentary: request.comentary,
      exchange_rate: found.rate,
      lines: request.products.map((line) => ({
        product_id: line.product_id,
        product: found.products.get(line.product_id) ?? null,
        cost: line.cost,
        quantity: line.quantity,
        percentage: line.percentage,
        price: line.price,
      })),
      payments: request.payments.map((payment, index) => paymentInputOf(payment, paymentIds[index], found)),
    };
    const regime = settings.regime;
    // Under regime special the voucher number is taken on each attempt and appended with the purchase.
    let voucher: StreamAppend | null = null;
    const command = async (): Promise<RegisterShopping> => {
      voucher = await this.voucherAppend(regime, data, metadata);
      const number = voucher ? String((voucher.events[0].data as { number: string }).number) : null;
      const fiscal = {
        regime,
        control_number: request.control_number,
        withholding_rate: found.provider?.iva_withholding ?? 75,
        withholding_voucher: number,
      } as const;
      return { type: 'RegisterShopping', data: regime === 'none' ? data : { ...data, fiscal }, metadata };
    };
    await this.documents.run({
      decider: shoppingDecider,
      streamId: shoppingStream(id),
      isNew: true,
      command,
      moves: ({ after }) => shoppingStockMoves(after as ExistingShopping, 'register'),
      also: async ({ after }, meta) => {
        const shopping = after as ExistingShopping;
        const [prices, claim] = await Promise.all([
          this.priceAppends(shopping.lines, found.firstPriceGroupId, meta),
          this.invoiceClaim('ClaimValue', shopping, meta),
        ]);
        // The voucher's number only when the purchase withholds (not when its IVA came to nothing).
        const taken = voucher && shopping.withholding_voucher ? [voucher] : [];
        return [...prices, ...claim, ...taken];
      },
      lock: [
        ...stockStreamsOf(request.products.map((line) => ({ ...line, deposit_id: request.deposit_id }))),
        ...(regime === 'special' ? [FISCAL_STREAM] : []),
      ],
    });
    return id;
  }

  /** The fiscal stream's append of the next voucher number, when a purchase under regime special may withhold. */
  private async voucherAppend(regime: FiscalRegime, data: NewShopping, metadata: EventMetadata) {
    const codes = data.lines.flatMap((line) => (line.product?.iva ? [line.product.iva] : []));
    if (!takesWithholdingVoucher(regime, codes)) return null;
    return this.ledger.appendFor(
      { type: 'TakeFiscalNumber', data: { document: 'withholding', document_id: data.id, date: data.date }, metadata },
      metadata,
    );
  }

  /** A payment from the detail page: at most what is still owed. */
  async pay(id: string, request: ShoppingPaymentRequest, metadata: EventMetadata): Promise<void> {
    const [found, paymentId] = await Promise.all([
      this.references.find({ method_ids: request.method ? [request.method] : [] }),
      this.ids.next('shopping_payments'),
    ]);
    await this.decide(id, { type: 'RecordShoppingPayment', data: paymentInputOf(request, paymentId, found), metadata });
  }

  async markPaid(id: string, metadata: EventMetadata): Promise<void> {
    await this.decide(id, { type: 'MarkShoppingPaid', data: {}, metadata });
  }

  /** Annulled: its units leave the deposit again, refused whole when any is no longer there. */
  async cancel(id: string, metadata: EventMetadata): Promise<void> {
    await this.documents.run({
      decider: shoppingDecider,
      streamId: shoppingStream(id),
      command: { type: 'CancelShopping', data: {}, metadata },
      moves: ({ before }) => shoppingStockMoves(before as ExistingShopping, 'cancel'),
      also: ({ before }, meta) => this.invoiceClaim('ReleaseValue', before as ExistingShopping, meta),
    });
  }

  private async decide(id: string, command: ShoppingCommand): Promise<void> {
    await this.executor.execute(shoppingDecider, shoppingStream(id), command);
  }

  /**
   * The provider's invoice number is registered once: claimed with the purchase (409 'La factura
   * <n> ya está registrada para este proveedor' when another purchase holds it), released when it
   * is cancelled. No append when nothing changes (a purchase registered before the claims).
   */
  private async invoiceClaim(
    type: 'ClaimValue' | 'ReleaseValue',
    shopping: ExistingShopping,
    metadata: EventMetadata,
  ): Promise<StreamAppend[]> {
    const streamId = uniqueValueStream(shoppingInvoiceScope(shopping.provider_id), shopping.invoice_number);
    const stream = await this.store.readStream(streamId);
    const state = fold(uniqueValueDecider, stream.events as unknown as UniqueValueEvent[]);
    const events = invoiceClaimEvents(type, shopping, state, metadata);
    return events.length ? [streamAppend(streamId, stream.version, events, metadata)] : [];
  }

  /** Each line's product takes the line's cost and, when it gives one, its selling price in the first price group. */
  private async priceAppends(
    lines: readonly ShoppingLine[],
    firstPriceGroupId: string | null,
    metadata: EventMetadata,
  ): Promise<StreamAppend[]> {
    const streams = await this.store.readStreams(lines.map((line) => recordStream(productRecord, line.product_id)));
    const states = new Map(
      lines.map((line, index) => [
        line.product_id,
        {
          version: streams[index].version,
          state: fold(
            products,
            streams[index].events as unknown as DomainEvent[] as never,
          ) as RecordState<ProductValues>,
        },
      ]),
    );
    return purchasedProductUpdates(lines, (productId) => states.get(productId)!.state, firstPriceGroupId, metadata)
      .filter((update) => update.events.length > 0)
      .map((update) =>
        streamAppend(
          recordStream(productRecord, update.product_id),
          states.get(update.product_id)!.version,
          update.events,
          metadata,
        ),
      );
  }
}

/** A payment for the decider: what was sent, its method (null when unknown) and the current rate. */
function paymentInputOf(
  request: ShoppingPaymentRequest,
  paymentId: string,
  found: Pick<ShoppingLookups, 'methods' | 'rate'>,
): ShoppingPaymentInput {
  return {
    payment_id: paymentId,
    method_id: request.method,
    method: (request.method && found.methods.get(request.method)) || null,
    amount_usd: request.amount_usd,
    amount_ves: request.amount_ves,
    exchange_rate: request.exchange_rate,
    reference: request.reference,
    date: request.date,
    current_rate: found.rate,
  };
}
