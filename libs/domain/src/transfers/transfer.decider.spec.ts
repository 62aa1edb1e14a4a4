/** RULES.md 'Deposit transfers' and 'Transfers': every state move of a transfer, its refusals and the stock each moves. */
import { testMetadata as metadata } from '../catalogue/testing';
import { DomainError, fold, given } from '../kit';
import { decideStockMoves, StockEvent, stockStream } from '../stock';
import { ExistingTransfer, transferDecider as transfers, transferStockMoves } from './transfer.decider';
import { TransferEvent } from './transfer.events';

/** Transfer 3 from deposit 2 (Central): 5 of product 7 to deposit 4, 1 of product 8 to deposit 5. */
const lines = [
  { id: '1', product_id: '7', deposit_id: '4', quantity: 5 },
  { id: '2', product_id: '8', deposit_id: '5', quantity: 1 },
];
const created: TransferEvent = {
  type: 'TransferCreated',
  data: { id: '3', deposit_id: '2', comentary: 'Reposición', lines },
};
const sent: TransferEvent = { type: 'TransferSent', data: { id: '3' } };
const received: TransferEvent = { type: 'TransferReceived', data: { id: '3' } };
const cancelled: TransferEvent = { type: 'TransferCancelled', data: { id: '3' } };

const create = (products: unknown, comentary: unknown = 'Reposición', source = '2') =>
  ({ type: 'CreateTransfer', data: { id: '3', deposit_id: source, comentary, products }, metadata }) as const;
const send = { type: 'SendTransfer', data: {}, metadata } as const;
const receive = { type: 'ReceiveTransfer', data: {}, metadata } as const;
const cancel = { type: 'CancelTransfer', data: {}, metadata } as const;

const names: Record<string, string> = { '7': 'Filtro de aceite', '8': 'Bujía platino' };
const document = { type: 'transfer', id: '3', label: 'Transferencia #3' };
const had = (product: string, deposit: string, quantity: number): StockEvent => ({
  type: 'StockAdded',
  data: { product_id: product, deposit_id: deposit, quantity, document: { type: 'inventory', id: '1', label: 'x' } },
});

/** The stock appends of a transfer's command `when` given `past`, against these stock histories. */
function stockOf(past: TransferEvent[], when: TransferEvent, stock: Record<string, StockEvent[]> = {}) {
  const after = fold(transfers, [...past, when]) as ExistingTransfer;
  return decideStockMoves(
    transferStockMoves(after, [when]).map((move) => ({ ...move, product_name: names[move.product_id] })),
    (stream) => stock[stream] ?? [],
    metadata,
  );
}

describe('a deposit transfer', () => {
  it('is created prepared, from the deposit of the path, with numbered lines', () => {
    given(transfers)
      .when(
        create([
          { product_id: 7, quantity: '5', deposit_id: '4' },
          { product_id: '8', quantity: 1, deposit_id: 5 },
        ]),
      )
      .then([created]);
    given(transfers)
      .when(create([{ product_id: '7', quantity: 2, deposit_id: '4' }], '  '))
      .then([
        {
          type: 'TransferCreated',
          data: {
            id: '3',
            deposit_id: '2',
            comentary: null,
            lines: [{ id: '1', product_id: '7', deposit_id: '4', quantity: 2 }],
          },
        },
      ]);
  });

  it('refuses no lines, a quantity under 1, a destination missing or equal to the source, a product twice to one destination', () => {
    const incomplete = 'Por favor, complete todos los campos requeridos y verifique las cantidades.';
    given(transfers).when(create([])).thenRefusesOn('products', incomplete);
    given(transfers).when(create(undefined)).thenRefusesOn('products', incomplete);
    given(transfers)
      .when(create(['x']))
      .thenRefusesOn('products.0', incomplete);
    const line = (quantity: unknown, deposit: unknown = '4') => ({ product_id: '7', quantity, deposit_id: deposit });
    given(transfers)
      .when(create([line(0)]))
      .thenRefusesOn('products.0.quantity', 'La cantidad debe ser al menos 1');
    given(transfers)
      .when(create([line(1), line(-1, '5')]))
      .thenRefusesOn('products.1.quantity', 'La cantidad debe ser al menos 1');
    given(transfers)
      .when(create([line(1.5)]))
      .thenRefusesOn('products.0.quantity', 'La cantidad debe ser un número entero');
    given(transfers)
      .when(create([{ product_id: '7', deposit_id: '4' }]))
      .thenRefusesOn('products.0.quantity', 'La cantidad debe ser al menos 1');
    given(transfers)
      .when(create([line(1, '')]))
      .thenRefusesOn('products.0.deposit_id', 'Debe seleccionar el depósito de destino.');
    given(transfers)
      .when(create([line(1, '4'), line(2, '2')]))
      .thenRefusesOn('products.1.deposit_id', 'El depósito de destino no puede ser el de origen');
    given(transfers)
      .when(create([line(1, '4'), line(2, '4')]))
      .thenRefusesOn('products.1.product_id', 'El producto ya fue agregado para este depósito de destino');
    // The same product to two destinations is two lines.
    given(transfers)
      .when(create([line(1, '4'), line(2, '5')]))
      .then([
        {
          type: 'TransferCreated',
          data: {
            id: '3',
            deposit_id: '2',
            comentary: 'Reposición',
            lines: [
              { id: '1', product_id: '7', deposit_id: '4', quantity: 1 },
              { id: '2', product_id: '7', deposit_id: '5', quantity: 2 },
            ],
          },
        },
      ]);
    given(transfers, [created])
      .when(create([line(1)]))
      .thenRefuses('La transferencia ya existe');
  });

  it('is sent when prepared, received when in transit, and cancelled while prepared or in transit', () => {
    given(transfers, [created]).when(send).then([sent]);
    given(transfers, [created, sent]).when(receive).then([received]);
    given(transfers, [created]).when(cancel).then([cancelled]);
    given(transfers, [created, sent]).when(cancel).then([cancelled]);
  });

  it('refuses each move from a state it does not start from, with its own message', () => {
    given(transfers, [created, sent]).when(send).thenRefuses('La transferencia ya fue enviada');
    given(transfers, [created]).when(receive).thenRefuses('La transferencia debe enviarse antes de recibirla');
  });

  it('is closed once completed or cancelled', () => {
    const completed = [created, sent, received];
    given(transfers, completed).when(send).thenRefuses('No se puede enviar una transferencia completada');
    given(transfers, completed).when(receive).thenRefuses('La transferencia ya fue recibida');
    given(transfers, completed).when(cancel).thenRefuses('No se puede cancelar una transferencia completada');
    for (const closed of [
      [created, cancelled],
      [created, sent, cancelled],
    ]) {
      given(transfers, closed).when(send).thenRefuses('No se puede enviar una transferencia cancelada');
      given(transfers, closed).when(receive).thenRefuses('No se puede recibir una transferencia cancelada');
      given(transfers, closed).when(cancel).thenRefuses('La transferencia ya fue cancelada');
    }
  });

  it('is not found before it is created', () => {
    for (const command of [send, receive, cancel])
      given(transfers).when(command).thenRefuses('No se encontró la transferencia', 'not_found');
  });

  it('takes its lines out of the source when created, refused whole when one lacks stock', () => {
    const stock = { [stockStream('7', '2')]: [had('7', '2', 5)], [stockStream('8', '2')]: [had('8', '2', 3)] };
    expect(stockOf([], created, stock)).toEqual([
      {
        streamId: 'stock-7-2',
        events: [{ type: 'StockRemoved', data: { product_id: '7', deposit_id: '2', quantity: 5, document } }],
      },
      {
        streamId: 'stock-8-2',
        events: [{ type: 'StockRemoved', data: { product_id: '8', deposit_id: '2', quantity: 1, document } }],
      },
    ]);
    expect(() => stockOf([], created, { [stockStream('7', '2')]: [had('7', '2', 4)] })).toThrow(
      new DomainError('No hay stock disponible de este producto: Filtro de aceite'),
    );
  });

  it('moves nothing when sent, and puts each line in its destination when received', () => {
    expect(stockOf([created], sent)).toEqual([]);
    expect(stockOf([created, sent], received)).toEqual([
      {
        streamId: 'stock-7-4',
        events: [{ type: 'StockAdded', data: { product_id: '7', deposit_id: '4', quantity: 5, document } }],
      },
      {
        streamId: 'stock-8-5',
        events: [{ type: 'StockAdded', data: { product_id: '8', deposit_id: '5', quantity: 1, document } }],
      },
    ]);
  });

  it('returns its lines to the source when cancelled, prepared or in transit', () => {
    const back = [
      {
        streamId: 'stock-7-2',
        events: [{ type: 'StockAdded', data: { product_id: '7', deposit_id: '2', quantity: 5, document } }],
      },
      {
        streamId: 'stock-8-2',
        events: [{ type: 'StockAdded', data: { product_id: '8', deposit_id: '2', quantity: 1, document } }],
      },
    ];
    expect(stockOf([created], cancelled)).toEqual(back);
    expect(stockOf([created, sent], cancelled)).toEqual(back);
  });
});
