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
];
/** A kind of part and what a shop sells one for (USD, retail, the lowest and highest). */
export interface DemoPart {
  name: string;
  price: readonly [number, number];
  /** Sold for a vehicle ('Filtro de aceite Toyota Corolla'), or by its brand ('Aceite 15W40 Castrol'). */
  perVehicle: boolean;
}
const part = (name: string, low: number, high: number, perVehicle = true): DemoPart => ({
  name,
  price: [low, high],
  perVehicle,
});
export const CATEGORIES: readonly { name: string; code: string; parts: readonly DemoPart[] }[] = [
  {
    name: 'Filtros',
    code: 'FIL',
    parts: [
      part('Filtro de aceite', 4, 12),
      part('Filtro de aire', 8, 22),
      part('Filtro de combustible', 6, 18),
      part('Filtro de cabina', 8, 18),
    ],
  },
  {
    name: 'Frenos',
    code: 'FRE',
    parts: [
      part('Pastillas de freno', 18, 45),
      part('Disco de freno', 30, 80),
      part('Bomba de freno', 40, 110),
      part('Zapatas', 15, 35),
    ],
  },
  {
    name: 'Suspensión',
    code: 'SUS',
    parts: [
      part('Amortiguador delantero', 45, 120),
      part('Amortiguador trasero', 40, 100),
      part('Terminal de dirección', 12, 30),
      part('Rótula', 15, 40),
    ],
  },
  {
    name: 'Encendido',
    code: 'ENC',
    parts: [
      part('Bujía', 3, 12),
      part('Bobina de encendido', 35, 90),
      part('Cable de bujía', 15, 40),
      part('Sensor de cigüeñal', 20, 60),
    ],
  },
  {
    name: 'Motor',
    code: 'MOT',
    parts: [
      part('Correa de tiempo', 20, 60),
      part('Bomba de agua', 30, 85),
      part('Empacadura de cámara', 15, 45),
      part('Termostato', 8, 25),
    ],
  },
  {
    name: 'Transmisión',
    code: 'TRA',
    parts: [
      part('Kit de clutch', 90, 250),
      part('Collarín', 20, 50),
      part('Junta homocinética', 35, 90),
      part('Rodamiento de rueda', 15, 45),
    ],
  },
  {
    name: 'Lubricantes',
    code: 'LUB',
    parts: [
      part('Aceite 15W40 (galón)', 18, 28, false),
      part('Aceite 20W50 (galón)', 18, 28, false),
      part('Aceite sintético 5W30 (galón)', 30, 45, false),
      part('Líquido de frenos DOT 4 (500 ml)', 5, 10, false),
    ],
  },
  {
    name: 'Eléctrico',
    code: 'ELE',
    parts: [
      part('Batería 12V', 90, 180),
      part('Alternador', 120, 280),
      part('Arranque', 100, 250),
      part('Relé', 3, 10),
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
/** The month's expenses, each in the category a bookkeeper would put it (the seeded ones). */
export const EXPENSES = [
  { name: 'Electricidad (Corpoelec)', amount: '85.40', method: 'transferencia', category: 'Servicios' },
  { name: 'Internet y telefonía (CANTV)', amount: '42.00', method: 'pago-movil', category: 'Servicios' },
  { name: 'Alquiler del local', amount: '650.00', method: 'zelle', category: 'Alquiler' },
  { name: 'Flete Valencia - Caracas', amount: '120.00', method: 'efectivo', category: 'Transporte' },
  { name: 'Artículos de limpieza', amount: '18.75', method: 'efectivo', category: 'Otros' },
  { name: 'Nómina de la primera quincena', amount: '1480.00', method: 'transferencia', category: 'Nómina' },
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
