import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import {
  CREDIT_NOTE_METHOD_CODE,
  DEFAULT_IVA,
  EventMetadata,
  IgtfTerms,
  IvaCode,
  ExistingOrder,
  fold,
  INVOICE_NUMBER_SCOPE,
  NewOrder,
  OrderAggregate,
  OrderCommand,
  may,
  orderDecider,
  OrderEvent,
  OrderMessages,
  OrderPaymentRecorded,
  orderStockMoves,
  orderStream,
  PaymentInput,
  PaymentMethodInfo,
  Role,
  uniqueValueDecider,
  UniqueValueEvent,
  uniqueValueStream,
} from '@bo/domain';
import { EventStore, StreamAppend } from '@bo/event-store';
import { EVENT_STORE } from '../infrastructure/database/tokens';
import { IdGenerator } from '../infrastructure/database/id-generator';
import { FormValidationException } from '../infrastructure/http/validation';
import { CommandExecutor } from '../shared/command-executor';
import { DocumentCommands, stockStreamsOf } from '../documents/document-commands';
import { streamAppend } from '../shared/stream-append';
import { clientResource } from '../clients/client.resource';
import { ClientCredits } from '../client-credits/client-credits';
import { saleClientAppends, saleClientClaim } from './create-order/sale-client-appends';
import { NewOrderRequest, PaymentRequest, salePaymentsOf } from './order.requests';
import { FiscalLedger } from '../fiscal/fiscal-ledger';
import { fiscalTermsOf } from '../fiscal/fiscal-terms';
import { CLIENT_NOT_FOUND, DEFAULT_CLIENT, METHOD_NOT_FOUND, SaleLookups, SaleReferences } from './sale-references';

/** Who asks: the role decides whether a catalogue price may change and who may discount. */
export interface Seller {
  role: Role;
  metadata: EventMetadata;
}

/**
 * The sales orders' commands (RULES.md, Sales orders): each reads the order's stream (and, when
 * stock moves, the stock streams), lets the order decider decide, and appends everything in one
 * atomic append with expected versions, so stock never goes below zero and payments never pass
 * the total, also when requests race.
 */
@Injectable()
export class OrderCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly executor: CommandExecutor,
    private readonly ids: IdGenerator,
    private readonly documents: DocumentCommands,
    private readonly references: SaleReferences,
    private readonly credits: ClientCredits,
    private readonly fiscal: FiscalLedger,
  ) {}

  async create(request: NewOrderRequest, seller: Seller): Promise<string> {
    // Refused whole before anything is read or taken (the decider refuses it too).
    if (request.discount && !may(seller.role, 'orders', 'discount'))
      throw new ForbiddenException(OrderMessages.discountRoleOnSale);
    const sent = salePaymentsOf(request);
    // Field refusals of the payments name `payment` (the contract's one) or `payments.<i>`.
    const field = (index: number) => (request.payments ? `payments.${index}` : 'payment');
    if (request.estimate && sent.length > 0)
      throw new FormValidationException({
        [request.payments ? 'payments' : 'payment']: [OrderMessages.estimatePayment],
      });
    const catalogue = request.products.filter((line) => !line.quick) as { product_id: string; deposit_id: string }[];
    const [found, id, paymentIds, newClientId, fiscal] = await Promise.all([
      this.references.forSale({
        client_id: request.without_client ? DEFAULT_CLIENT : request.client_id,
        product_ids: catalogue.map((line) => line.product_id),
        deposit_ids: catalogue.map((line) => line.deposit_id),
        method_ids: [...new Set(sent.map((payment) => payment.method))],
        user_id: seller.metadata.user_id,
        recorded_at: request.recorded_at,
      }),
      this.ids.next('orders'),
      this.paymentIds(sent.length),
      request.client ? this.ids.next(clientResource.idKind) : null,
      this.fiscal.settings(),
    ]);
    const terms = fiscalTermsOf(fiscal);
    // Every missing reference at once, each on the field that named it.
    const errors: Record<string, string[]> = {};
    const lines = this.pricedLines(request, found, errors, terms !== null);
    if (!request.client && !found.client) errors.client_id = [CLIENT_NOT_FOUND];
    if (!found.rate) errors.change = [OrderMessages.noRate];
    sent.forEach((payment, index) => {
      if (!found.methods.has(payment.method)) errors[`${field(index)}.method`] = [METHOD_NOT_FOUND];
    });
    if (Object.keys(errors).length) throw new FormValidationException(errors);
    const rate = found.rate!;
    // Issue 34: a sale rung up offline may pay at the rate of its moment; the order keeps that rate.
    const recordedRate = request.recorded_at ? found.recorded_rate : null;
    const payments = sent.map((payment, index) => ({
      ...paymentInputOf(payment, paymentIds[index], found.methods.get(payment.method)!, rate.change, terms),
      ...(recordedRate ? { recorded_rate: recordedRate.change } : {}),
    }));
    const saleRate = recordedRate ?? rate;
    const sale: Omit<NewOrder, 'client_id' | 'client_name' | 'client_identification'> = {
      id,
      date: request.date,
      estimate: request.estimate,
      isCredit: request.isCredit,
      comentary: request.comentary,
      order_buy: request.order_buy,
      exchange_rate: request.change && Number(request.change) > 0 ? request.change : saleRate.change,
      cop_change: saleRate.cop_change,
      organization_id: found.organization_id,
      seller_role: seller.role,
      lines,
      discount: request.discount,
      payments,
      payments_field: request.payments ? 'payments' : 'payment',
      ...(terms ? { taxed: true } : {}),
    };
    // The events keep `at` (when it arrived) and, for a sale rung up offline, recorded_at.
    const metadata = request.recorded_at ? { ...seller.metadata, recorded_at: request.recorded_at } : seller.metadata;
    const typedClient = request.client;
    let clientAppends: StreamAppend[] = [];
    await this.documents.run({
      decider: orderDecider,
      streamId: orderStream(id),
      isNew: true,
      // Decided again on every attempt: a concurrent sale may have created this client meanwhile.
      command: async (): Promise<OrderCommand> => {
        const client = typedClient
          ? await saleClientAppends(this.store, typedClient, newClientId!, metadata)
          : { party: found.client!, appends: [] };
        clientAppends = client.appends;
        const data: NewOrder = {
          ...sale,
          client_id: client.party.id,
          client_name: client.party.name,
          client_identification: client.party.identification,
        };
        return { type: 'CreateOrder', data, metadata };
      },
      moves: ({ after }) => {
        const order = after as ExistingOrder;
        return order.state === 'estimate' ? [] : orderStockMoves(order, 'remove', true);
      },
      // Payments by credit note draw on the client's credit in the same append.
      also: async ({ after, events }) => [
        ...clientAppends,
        ...(await this.creditUsed(after as ExistingOrder, events, metadata)),
      ],
      lock: [...stockStreamsOf(request.estimate ? [] : lines), ...(typedClient ? [saleClientClaim(typedClient)] : [])],
    });
    return id;
  }

  /** Ids for a sale's payments, one by one from this process's block (so they follow the order of payments). */
  private async paymentIds(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) ids.push(await this.ids.next('order_payments'));
    return ids;
  }

  /** An estimate becomes an order: its stock is committed now (refused whole if any line lacks it). */
  process(id: string, metadata: EventMetadata): Promise<void> {
    return this.withStock(id, { type: 'ProcessOrder', data: {}, metadata }, 'remove');
  }

  /** Cancelled while unpaid: an order that had committed its stock gives it back. */
  cancel(id: string, metadata: EventMetadata): Promise<void> {
    return this.withStock(id, { type: 'CancelOrder', data: {}, metadata }, 'add');
  }

  async pay(id: string, request: PaymentRequest, metadata: EventMetadata): Promise<void> {
    const payment = await this.paymentInput(request, 'method');
    const command: OrderCommand = { type: 'RecordOrderPayment', data: payment, metadata };
    if (payment.method.code !== CREDIT_NOTE_METHOD_CODE) {
      await this.decide(id, command);
      return;
    }
    // By credit note: the payment and the use of the client's credit, in one atomic append.
    await this.executor.commit(
      async () => {
        const order = await this.read(id);
        const events = orderDecider.decide(command, order.state);
        const after = events.reduce(orderDecider.evolve, order.state) as ExistingOrder;
        return [
          streamAppend(orderStream(id), order.version, events, metadata),
          ...(await this.creditUsed(after, events, metadata)),
        ];
      },
      { lock: [orderStream(id)] },
    );
  }

  /** The use of the client's credit by the payments by credit note among `events` (none otherwise). */
  private async creditUsed(
    order: ExistingOrder,
    events: OrderEvent[],
    metadata: EventMetadata,
  ): Promise<StreamAppend[]> {
    const byCreditNote = events.filter(
      (event): event is OrderPaymentRecorded =>
        event.type === 'OrderPaymentRecorded' && event.data.method_code === CREDIT_NOTE_METHOD_CODE,
    );
    if (byCreditNote.length === 0) return [];
    // One append of the client's credit stream for all of them (a sale may pay twice by credit note).
    const uses = byCreditNote.map((event) => ({
      amount: event.data.amount,
      order_id: order.id,
      payment_id: event.data.payment_id,
    }));
    return [await this.credits.useAll(order.client_id, uses, metadata)];
  }

  async dispatch(id: string, lineIds: string[], metadata: EventMetadata): Promise<void> {
    const dispatch_id = await this.ids.next('order_dispatches');
    await this.decide(id, { type: 'DispatchOrderLines', data: { dispatch_id, line_ids: lineIds }, metadata });
  }

  async setDiscount(id: string, discount: { type: 'percentage' | 'amount'; amount: string }, seller: Seller) {
    const data = { type: discount.type, value: discount.amount, role: seller.role };
    await this.decide(id, { type: 'SetOrderDiscount', data, metadata: seller.metadata });
  }

  async removeDiscount(id: string, seller: Seller): Promise<void> {
    await this.decide(id, { type: 'RemoveOrderDiscount', data: { role: seller.role }, metadata: seller.metadata });
  }

  /** An invoice number is unique: it is claimed on its own stream, the previous one released. */
  async setInvoiceNumber(id: string, invoiceNumber: string, metadata: EventMetadata): Promise<void> {
    await this.executor.commit(async () => {
      const order = await this.read(id);
      const command: OrderCommand = { type: 'SetInvoiceNumber', data: { invoice_number: invoiceNumber }, metadata };
      const events = orderDecider.decide(command, order.state);
      if (events.length === 0) return [];
      const previous = (order.state as ExistingOrder).invoice_number;
      const claims = [
        await this.claim('ClaimValue', invoiceNumber.trim(), id, metadata),
        ...(previous ? [await this.claim('ReleaseValue', previous, id, metadata)] : []),
      ];
      return [
        streamAppend(orderStream(id), order.version, events, metadata),
        ...claims.filter((claim) => claim.events.length > 0),
      ];
    });
  }

  private async claim(
    type: 'ClaimValue' | 'ReleaseValue',
    value: string,
    orderId: string,
    metadata: EventMetadata,
  ): Promise<StreamAppend> {
    const streamId = uniqueValueStream(INVOICE_NUMBER_SCOPE, value);
    const stream = await this.store.readStream(streamId);
    const state = fold(uniqueValueDecider, stream.events as unknown as UniqueValueEvent[]);
    const data = { scope: INVOICE_NUMBER_SCOPE, value, owner_id: orderId, message: OrderMessages.invoiceTaken };
    const events = uniqueValueDecider.decide({ type, data, metadata }, state);
    return streamAppend(streamId, stream.version, events, metadata);
  }

  private async read(id: string): Promise<{ state: OrderAggregate; version: number }> {
    const stream = await this.store.readStream(orderStream(id));
    return { state: fold(orderDecider, stream.events as unknown as OrderEvent[]), version: stream.version };
  }

  /** A command on the order's stream alone. */
  private async decide(id: string, command: OrderCommand): Promise<void> {
    await this.executor.execute(orderDecider, orderStream(id), command);
  }

  /** A command whose events also move the stock of the order's product lines (if the order had committed it). */
  private async withStock(id: string, command: OrderCommand, kind: 'add' | 'remove'): Promise<void> {
    await this.documents.run({
      decider: orderDecider,
      streamId: orderStream(id),
      command,
      moves: ({ before }) => {
        const order = before as ExistingOrder;
        return kind === 'remove' || order.state === 'request' ? orderStockMoves(order, kind) : [];
      },
    });
  }

  private async paymentInput(request: PaymentRequest, methodField: string): Promise<PaymentInput> {
    const [payment_id, { method, rate }, fiscal] = await Promise.all([
      this.ids.next('order_payments'),
      this.references.payment(request.method, methodField),
      this.fiscal.settings(),
    ]);
    return paymentInputOf(request, payment_id, method, rate, fiscalTermsOf(fiscal));
  }

  /**
   * Each line priced: a catalogue line at the price sent, or its catalogue price when none was
   * sent (the decider refuses a different price from a sales user); a quick line as sent.
   * Unknown products or deposits go into `errors` under the line's field.
   */
  private pricedLines(
    request: NewOrderRequest,
    found: SaleLookups,
    errors: Record<string, string[]>,
    taxed: boolean,
  ): NewOrder['lines'] {
    // Issue 33: under a fiscal regime each line carries its product's IVA code (a quick line: G).
    const iva = (code: IvaCode) => (taxed ? { iva: code } : {});
    return request.products.map((line, index): NewOrder['lines'][number] => {
      const id = String(index + 1);
      if (line.quick)
        return {
          id,
          product_id: null,
          quick: true,
          code: line.code,
          name: line.name,
          deposit_id: null,
          quantity: line.quantity,
          price: line.price,
          cost: '0.00',
          ...iva(DEFAULT_IVA),
          catalogue_price: null,
        };
      const product = found.products.get(line.product_id);
      if (!product) errors[`products.${index}.product_id`] = ['El producto seleccionado no existe.'];
      if (!found.deposits.has(line.deposit_id))
        errors[`products.${index}.deposit_id`] = ['El depósito seleccionado no existe.'];
      const price = line.price ?? product?.price ?? null;
      if (product && price === null) errors[`products.${index}.price`] = ['El producto no tiene precio de venta.'];
      return {
        id,
        product_id: line.product_id,
        quick: false,
        code: product?.code ?? '',
        name: product?.name ?? '',
        deposit_id: line.deposit_id,
        quantity: line.quantity,
        price: price ?? '0.00',
        cost: product?.cost ?? '0.00',
        ...iva(product?.iva ?? DEFAULT_IVA),
        catalogue_price: product?.price ?? null,
      };
    });
  }
}

/** A payment for the decider: what was sent, its method and the current rate (Bs payments must use it). */
function paymentInputOf(
  request: PaymentRequest,
  payment_id: string,
  method: PaymentMethodInfo,
  current_rate: string | null,
  igtf_terms: IgtfTerms | null,
): PaymentInput {
  return {
    payment_id,
    method,
    amount: request.amount,
    amount_bs: request.amount_bs,
    exchange_rate: request.exchange_rate,
    reference: request.reference,
    current_rate,
    ...(igtf_terms ? { igtf_terms } : {}),
  };
}
