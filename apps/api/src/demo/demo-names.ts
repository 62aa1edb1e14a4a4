/** The raw material of the demo data set: Venezuelan names, places, parts and brands. */
export const FIRST_NAMES = [
  'José',
  'María',
  'Luis',
  'Carmen',
  'Carlos',
  'Ana',
  'Jesús',
  'Rosa',
  'Pedro',
  'Yolanda',
  'Miguel',
  'Daniela',
  'Rafael',
  'Gabriela',
  'Andrés',
  'Valentina',
  'Jorge',
  'Mariana',
  'Ángel',
  'Isabel',
];
export const LAST_NAMES = [
  'González',
  'Rodríguez',
  'Pérez',
  'Hernández',
  'García',
  'Martínez',
  'López',
  'Díaz',
  'Ramírez',
  'Torres',
  'Rojas',
  'Suárez',
  'Mendoza',
  'Salazar',
  'Castillo',
  'Guerrero',
  'Blanco',
  'Morales',
  'Medina',
  'Contreras',
];
export const STORES = [
  { name: 'Repuestos El Llanero - Caracas', city: 'Caracas', state: 'Distrito Capital', phone: '0212-5551234' },
  { name: 'Repuestos El Llanero - Valencia', city: 'Valencia', state: 'Carabobo', phone: '0241-8243311' },
  { name: 'Repuestos El Llanero - Maracaibo', city: 'Maracaibo', state: 'Zulia', phone: '0261-7921100' },
  { name: 'Repuestos El Llanero - Barquisimeto', city: 'Barquisimeto', state: 'Lara', phone: '0251-2337788' },
  { name: 'Repuestos El Llanero - Puerto Ordaz', city: 'Puerto Ordaz', state: 'Bolívar', phone: '0286-9220455' },
];
export const DEPOSITS = [
  {
    name: 'Depósito Central',
    alias: 'CEN',
    state: 'Distrito Capital',
    address: 'Av. Francisco de Miranda, Los Ruices',
    lat: '10.4880',
    long: '-66.8280',
  },
  {
    name: 'Depósito Valencia',
    alias: 'VAL',
    state: 'Carabobo',
    address: 'Zona Industrial Municipal Norte',
    lat: '10.1920',
    long: '-68.0030',
  },
  {
    name: 'Depósito Zulia',
    alias: 'ZUL',
    state: 'Zulia',
    address: 'Av. 17 Los Haticos',
    lat: '10.6317',
    long: '-71.6406',
  },
  {
    name: 'Depósito Lara',
    alias: 'LAR',
    state: 'Lara',
    address: 'Carrera 19 con calle 42',
    lat: '10.0678',
    long: '-69.3474',
  },
  {
    name: 'Depósito Guayana',
    alias: 'GUA',
    state: 'Bolívar',
    address: 'Zona Industrial Matanzas',
    lat: '8.2960',
    long: '-62.7110',
  },
  {
    name: 'Depósito Oriente',
    alias: 'ORI',
    state: 'Anzoátegui',
    address: 'Av. Intercomunal Barcelona - Puerto La Cruz',
    lat: '10.1300',
    long: '-64.6870',
  },
];
export const BRANDS = [
  'Bosch',
  'Mann Filter',
  'Valeo',
  'NGK',
  'Denso',
  'Gates',
  'SKF',
  'Moog',
  'Monroe',
  'Wix',
  'Fram',
  'ACDelco',
  'Motorcraft',
  'Champion',
  'Delphi',
  'Mahle',
  'Sachs',
  'Brembo',
  'Castrol',
  'Timken',
  'Motul',
  'Mobil',
  'Shell',
  'Valvoline',
  'PDV',
  'Wagner',
  'NTN',
  'Duncan',
  'Titan',
  'Optima',
];
/** A kind of part, what a shop sells one for (USD, retail, the lowest and highest) and who makes it. */
export interface DemoPart {
  name: string;
  price: readonly [number, number];
  /** The brands (of BRANDS) that make this kind of part: no oil under NGK, no alternator under Castrol. */
  brands: readonly string[];
  /** Sold for a vehicle ('Filtro de aceite Toyota Corolla'), or by its brand ('Aceite 15W40 Castrol'). */
  perVehicle: boolean;
}
const part = (name: string, low: number, high: number, brands: readonly string[], perVehicle = true): DemoPart => ({
  name,
  price: [low, high],
  brands,
  perVehicle,
});
/** The makers of each family of parts, among the seeded brands. */
const MAKERS = {
  filters: ['Mann Filter', 'Wix', 'Bosch', 'Fram', 'Mahle', 'ACDelco', 'Motorcraft'],
  brakes: ['Brembo', 'Bosch', 'Wagner', 'ACDelco'],
  shocks: ['Monroe', 'Sachs'],
  steering: ['Moog', 'Delphi', 'ACDelco'],
  sparkPlugs: ['NGK', 'Bosch', 'Denso', 'Champion'],
  ignition: ['Bosch', 'Denso', 'Delphi', 'NGK'],
  belts: ['Gates', 'SKF', 'Bosch'],
  waterPumps: ['Gates', 'SKF', 'ACDelco', 'Motorcraft'],
  gaskets: ['Mahle', 'ACDelco'],
  thermostats: ['Mahle', 'Gates', 'Motorcraft'],
  clutches: ['Valeo', 'Sachs'],
  bearings: ['SKF', 'Timken', 'NTN'],
  oils: ['Castrol', 'Motul', 'Mobil', 'Shell', 'Valvoline', 'PDV'],
  brakeFluids: ['Castrol', 'Motul', 'Valvoline', 'Bosch', 'Brembo'],
  batteries: ['Duncan', 'Titan', 'Bosch', 'Optima'],
  rotating: ['Bosch', 'Valeo', 'Denso'],
  relays: ['Bosch', 'Denso'],
} as const;
export const CATEGORIES: readonly { name: string; code: string; parts: readonly DemoPart[] }[] = [
  {
    name: 'Filtros',
    code: 'FIL',
    parts: [
      part('Filtro de aceite', 4, 12, MAKERS.filters),
      part('Filtro de aire', 8, 22, MAKERS.filters),
      part('Filtro de combustible', 6, 18, MAKERS.filters),
      part('Filtro de cabina', 8, 18, MAKERS.filters),
    ],
  },
  {
    name: 'Frenos',
    code: 'FRE',
    parts: [
      part('Pastillas de freno', 18, 45, MAKERS.brakes),
      part('Disco de freno', 30, 80, MAKERS.brakes),
      part('Bomba de freno', 40, 110, MAKERS.brakes),
      part('Zapatas', 15, 35, MAKERS.brakes),
    ],
  },
  {
    name: 'Suspensión',
    code: 'SUS',
    parts: [
      part('Amortiguador delantero', 45, 120, MAKERS.shocks),
      part('Amortiguador trasero', 40, 100, MAKERS.shocks),
      part('Terminal de dirección', 12, 30, MAKERS.steering),
      part('Rótula', 15, 40, MAKERS.steering),
    ],
  },
  {
    name: 'Encendido',
    code: 'ENC',
    parts: [
      part('Bujía', 3, 12, MAKERS.sparkPlugs),
      part('Bobina de encendido', 35, 90, MAKERS.ignition),
      part('Cable de bujía', 15, 40, MAKERS.sparkPlugs),
      part('Sensor de cigüeñal', 20, 60, MAKERS.ignition),
    ],
  },
  {
    name: 'Motor',
    code: 'MOT',
    parts: [
      part('Correa de tiempo', 20, 60, MAKERS.belts),
      part('Bomba de agua', 30, 85, MAKERS.waterPumps),
      part('Empacadura de cámara', 15, 45, MAKERS.gaskets),
      part('Termostato', 8, 25, MAKERS.thermostats),
    ],
  },
  {
    name: 'Transmisión',
    code: 'TRA',
    parts: [
      part('Kit de clutch', 90, 250, MAKERS.clutches),
      part('Collarín', 20, 50, [...MAKERS.clutches, ...MAKERS.bearings]),
      part('Junta homocinética', 35, 90, ['SKF', 'NTN']),
      part('Rodamiento de rueda', 15, 45, MAKERS.bearings),
    ],
  },
  {
    name: 'Lubricantes',
    code: 'LUB',
    parts: [
      part('Aceite 15W40 (galón)', 18, 28, MAKERS.oils, false),
      part('Aceite 20W50 (galón)', 18, 28, MAKERS.oils, false),
      part('Aceite sintético 5W30 (galón)', 30, 45, MAKERS.oils, false),
      part('Líquido de frenos DOT 4 (500 ml)', 5, 10, MAKERS.brakeFluids, false),
    ],
  },
  {
    name: 'Eléctrico',
    code: 'ELE',
    parts: [
      part('Batería 12V', 90, 180, MAKERS.batteries),
      part('Alternador', 120, 280, MAKERS.rotating),
      part('Arranque', 100, 250, MAKERS.rotating),
      part('Relé', 3, 10, MAKERS.relays),
    ],
  },
];
export const VEHICLES = [
  'Toyota Corolla',
  'Chevrolet Aveo',
  'Ford Fiesta',
  'Toyota Hilux',
  'Chevrolet Silverado',
  'Ford Explorer',
  'Mitsubishi Lancer',
  'Hyundai Accent',
  'Renault Logan',
  'Fiat Palio',
];
export const PROVIDERS = [
  'Distribuidora Autopartes del Centro',
  'Importadora Repuestos Andinos',
  'Comercial Filtros y Más',
  'Inversiones Motor Oriente',
  'Suministros Automotrices Zulia',
  'Representaciones Frenos Caribe',
  'Lubricantes del Llano',
  'Grupo Importador Guayana',
  'Autopartes La Candelaria',
  'Distribuidora Eléctrica Automotriz',
  'Importaciones Suspensión Total',
  'Corporación Repuestos Lara',
];
/**
 * The month's expenses, each in the category a bookkeeper would put it (the seeded ones), paid on
 * the day of the month its description calls for: the rent in the first days, the first half's
 * payroll on the 15th.
 */
export const EXPENSES = [
  { name: 'Electricidad (Corpoelec)', amount: '85.40', method: 'transferencia', category: 'Servicios', day: 10 },
  { name: 'Internet y telefonía (CANTV)', amount: '42.00', method: 'pago-movil', category: 'Servicios', day: 8 },
  { name: 'Alquiler del local', amount: '650.00', method: 'zelle', category: 'Alquiler', day: 2 },
  { name: 'Flete Valencia - Caracas', amount: '120.00', method: 'efectivo', category: 'Transporte', day: 20 },
  { name: 'Artículos de limpieza', amount: '18.75', method: 'efectivo', category: 'Otros', day: 5 },
  { name: 'Nómina de la primera quincena', amount: '1480.00', method: 'transferencia', category: 'Nómina', day: 15 },
];

/** The company the demo is: the account's name, RIF and address (the documents' header). */
export const COMPANY = {
  name: 'Repuestos El Llanero, C.A.',
  reasonName: 'Repuestos El Llanero, C.A.',
  identification: 'J-40871235-6',
  email: 'administracion@llanero.com.ve',
  phone: '0212-5551234',
  address: 'Av. Francisco de Miranda, Edif. Los Ruices, PB, local 3, Los Ruices, Caracas 1071, Distrito Capital',
};
