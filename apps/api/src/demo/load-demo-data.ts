import type { IvaCode } from '@bo/domain';
import type { HttpClient } from '@bo/platform';
import { demoApi } from './demo-api';
import { latestOnDayOfMonth } from './demo-calendar';
import { sequence } from './demo-random';
import {
  BRANDS,
  CATEGORIES,
  type DemoPart,
  COMPANY,
  DEPOSITS,
  EXPENSES,
  FIRST_NAMES,
  LAST_NAMES,
  PROVIDERS,
  STORES,
  VEHICLES,
} from './demo-names';

export interface DemoSize {
  products: number;
  clients: number;
  /** Sales over the last 30 days. */
  sales: number;
}
export const FULL_DEMO: DemoSize = { products: 300, clients: 60, sales: 120 };

type Row = { id: number; name: string };

/**
 * Each brand's code, unique: its first three letters ('Bosch' BOS), or as many more as tell it
 * apart from the brands before it ('Motorcraft' MOT, then 'Motul' MOTU).
 */
export function brandCodes(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const letters = name
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase();
    let length = Math.min(3, letters.length);
    while (taken.has(letters.slice(0, length)) && length < letters.length) length++;
    let code = letters.slice(0, length);
    for (let suffix = 2; taken.has(code); suffix++) code = `${letters.slice(0, 3)}${suffix}`;
    taken.add(code);
    return code;
  });
}

/**
 * The least used of the candidates, the first of them on a tie: a product's name ('Filtro de aceite
 * Toyota Corolla') among the parts of its category and the vehicles or brands each could be for,
 * the drawn one first, so no name is given twice while another is free (the lubricants, 23 names
 * for a category's 38 products, repeat at most twice).
 */
export function leastUsed<T>(candidates: readonly T[], nameOf: (candidate: T) => string, used: Map<string, number>): T {
  let best = candidates[0];
  for (const candidate of candidates)
    if ((used.get(nameOf(candidate)) ?? 0) < (used.get(nameOf(best)) ?? 0)) best = candidate;
  return best;
}

/** `items` from `first` on, then the ones before it: [c, d, a, b]. */
const from = <T>(items: readonly T[], first: T): T[] => {
  const index = items.indexOf(first);
  return [...items.slice(index), ...items.slice(0, index)];
};

/** What the sales of the demo need from the records loaded first. */
export interface DemoRecords {
  users: { email: string; role: string; password: string }[];
  deposits: Row[];
  /**
   * Each product as the server answered it: `price` is the first price group's, what a seller sells
   * at; `iva` its IVA code (issue 33: the demo account is an ordinary taxpayer).
   */
  products: (Row & { price: number; iva: IvaCode })[];
  /** The clients (not the POS client 0000); companies are the workshops that buy on credit. */
  clients: (Row & { company: boolean })[];
}

/**
 * Loads the demo data set through the HTTP API, signed in as an admin, so every record is made by
 * the ordinary commands (and is events like any other). `log` reports progress.
 */
export async function loadDemoData(
  api: HttpClient,
  log: (line: string) => void,
  size: DemoSize = FULL_DEMO,
): Promise<DemoRecords> {
  const random = sequence(20261121);
  const { create: post, all, read, update } = demoApi(api);

  log('La empresa');
  const account = await read<Record<string, unknown>>('/api/accounts/1');
  const colours = ['sidebarColor', 'textSidebarColor', 'textHoverSidebarColor', 'logo'] as const;
  await update('/api/accounts/1', { ...Object.fromEntries(colours.map((key) => [key, account[key]])), ...COMPANY });

  // Issue 33: an ordinary taxpayer designated as IGTF collection agent, with an authorised range of
  // control numbers: every sale and purchase of the month carries IVA, every payment in foreign
  // currency its IGTF.
  log('Configuración fiscal');
  await update('/api/fiscal/settings', { regime: 'ordinary', igtf_agent: true, igtf_rate: '3.00' });
  await post('/api/fiscal/control-ranges', { prefix: '00-', from: 1, to: 5000 });

  const regions = new Map((await all('/api/regions')).map((region) => [region.name, region.id]));
  const regionId = (state: string) => {
    const id = regions.get(state);
    if (id === undefined) throw new Error(`Falta el estado ${state}`);
    return id;
  };

  log('Depósitos y tiendas');
  const deposits: Row[] = [];
  for (const deposit of DEPOSITS) {
    deposits.push(await post('/api/deposits', { ...deposit, region_id: regionId(deposit.state) }));
  }
  const stores: Row[] = [];
  for (const [index, store] of STORES.entries()) {
    stores.push(
      await post('/api/organizations', {
        name: store.name,
        email: `tienda${index + 1}@llanero.com.ve`,
        phone: store.phone,
        address: `Av. principal, local ${index + 1}`,
        city: store.city,
        region: regionId(store.state),
        country: 'VE',
        postal_code: String(1010 + index * 1000),
        deposit_id: deposits[index].id,
      }),
    );
  }

  log('Usuarios de cada rol');
  const users = [
    { first_name: 'Gerardo', last_name: 'Salas', role: 'admin' },
    { first_name: 'Vanessa', last_name: 'Rivas', role: 'sales' },
    { first_name: 'Víctor', last_name: 'Ochoa', role: 'sales' },
    { first_name: 'Alberto', last_name: 'Marcano', role: 'storer' },
    { first_name: 'Fabiola', last_name: 'Nieves', role: 'financial' },
    { first_name: 'Eduardo', last_name: 'Linares', role: 'endline' },
  ].map((user, index) => ({
    ...user,
    email: `${user.first_name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '')}.${user.role}@demo.com.ve`,
    password: 'Demo-2026',
    organization_id: stores[index % stores.length].id,
  }));
  for (const user of users) await post('/api/users', user);

  log('Grupos de precios, marcas y categorías');
  const priceGroups = [
    await post('/api/price-groups', { name: 'Detal' }),
    await post('/api/price-groups', { name: 'Mayor' }),
  ];
  const brands: Row[] = [];
  const codes = brandCodes(BRANDS);
  for (const [index, name] of BRANDS.entries()) brands.push(await post('/api/brands', { name, code: codes[index] }));
  const brandNamed = (name: string) => {
    const brand = brands.find((row) => row.name === name);
    if (brand === undefined) throw new Error(`Falta la marca ${name}`);
    return brand;
  };
  const categories: Row[] = [];
  for (const category of CATEGORIES)
    categories.push(await post('/api/product-categories', { name: category.name, code: category.code }));
  await post('/api/groups', {
    name: 'Distribuidores Centro',
    description: 'Distribuidores de Carabobo, Aragua y Miranda',
  });
  await post('/api/groups', {
    name: 'Distribuidores Occidente',
    description: 'Distribuidores de Zulia, Lara y Falcón',
  });

  log(`${size.products} productos`);
  const products: DemoRecords['products'] = [];
  const names = new Map<string, number>();
  for (let index = 0; index < size.products; index++) {
    const categoryIndex = index % CATEGORIES.length;
    const drawnPart = random.pick(CATEGORIES[categoryIndex].parts);
    const drawnVehicle = random.pick(VEHICLES);
    // A brand that makes this kind of part (an oil is a Castrol, not an NGK).
    const brandDraw = random.next();
    const makerOf = (part: DemoPart) => part.brands[Math.floor(brandDraw * part.brands.length)];
    // The name not given yet, the drawn one first: another vehicle, or for a part sold by its brand
    // another of its makers, or another part of the category.
    const { part, vehicle, maker } = leastUsed(
      from(CATEGORIES[categoryIndex].parts, drawnPart).flatMap((part) =>
        part.perVehicle
          ? from(VEHICLES, drawnVehicle).map((vehicle) => ({ part, vehicle, maker: makerOf(part) }))
          : from(part.brands, makerOf(part)).map((maker) => ({ part, vehicle: drawnVehicle, maker })),
      ),
      (choice) => `${choice.part.name} ${choice.part.perVehicle ? choice.vehicle : choice.maker}`,
      names,
    );
    const brand = brandNamed(maker);
    const productName = part.perVehicle ? `${part.name} ${vehicle}` : `${part.name} ${brand.name}`;
    names.set(productName, (names.get(productName) ?? 0) + 1);
    // A price that fits the part (an oil is not $240), bought for 20 % to 37 % less.
    const retail = random.between(...part.price);
    const cost = retail / random.between(1.25, 1.6);
    const product = await post<Row & { price: number; iva: IvaCode }>('/api/products', {
      code: `${CATEGORIES[categoryIndex].code}-${String(1000 + index)}`,
      name: productName,
      line_name: part.perVehicle ? vehicle.split(' ')[0] : brand.name,
      description: part.perVehicle ? `${part.name} para ${vehicle}` : part.name,
      volumen: null,
      weight: random.between(0.1, 12).toFixed(3),
      prices: { [priceGroups[0].id]: retail.toFixed(2), [priceGroups[1].id]: (retail * 0.9).toFixed(2) },
      brand_id: brand.id,
      part_id: `${random.digits(5)}-${random.digits(3)}`,
      alias: part.name.split(' ')[0].toLowerCase(),
      contable: random.next() > 0.2,
      cost: cost.toFixed(2),
      product_category_id: categories[categoryIndex].id,
      // A few exempt goods among the parts (issue 33), the rest at the general rate.
      iva: index % 25 === 7 ? 'E' : 'G',
    });
    products.push(product);
  }

  log(`${size.clients} clientes y ${PROVIDERS.length} proveedores`);
  const types = ['freelancer', 'spot', 'a', 'b', 'c'];
  const clients: DemoRecords['clients'] = [];
  for (let index = 0; index < size.clients; index++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const company = index % 3 === 0;
    const client = await post('/api/clients', {
      name: `${first} ${last}`,
      identification: company ? `J-${random.digits(8)}-${random.digits(1)}` : `V-${10_000_000 + index * 137_911}`,
      email: `${first
        .toLowerCase()
        .normalize('NFD')
        .replace(/[^a-z]/g, '')}${index}@correo.com.ve`,
      phone: `0414-${random.digits(7)}`,
      address: `${random.pick(STORES).city}, sector ${index + 1}`,
      companyName: company ? `Taller ${last} C.A.` : null,
      typeClient: types[index % types.length],
    });
    clients.push({ ...client, company });
  }
  for (const [index, company] of PROVIDERS.entries()) {
    await post('/api/providers', {
      name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      company_name: `${company} C.A.`,
      tax_id: `J-${random.digits(8)}-${random.digits(1)}`,
      email: `ventas${index + 1}@proveedor.com.ve`,
      phone: `0212-${random.digits(7)}`,
      website: `https://proveedor${index + 1}.com.ve`,
      address: 'Zona industrial',
      city: random.pick(STORES).city,
      country: 'Venezuela',
      notes: null,
    });
  }

  log('Gastos');
  const spentCategories = new Map((await all('/api/spent-categories')).map((category) => [category.name, category.id]));
  for (const { category, day, ...expense } of EXPENSES) {
    const categoryId = spentCategories.get(category);
    if (categoryId === undefined) throw new Error(`Falta la categoría de gastos ${category}`);
    await post('/api/spents', { ...expense, date: latestOnDayOfMonth(day), spent_category_id: categoryId });
  }
  return { users: users.map(({ email, role, password }) => ({ email, role, password })), deposits, products, clients };
}
