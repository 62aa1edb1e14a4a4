import { z } from 'zod';
import { email, hexColor, imagePath, optionalText, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const accountFields = z.object({
  name: requiredText('El nombre'),
  identification: requiredText('El número de identificación', 50),
  email: email('El correo electrónico', true),
  phone: optionalText('El teléfono', 50),
  reasonName: optionalText('La razón social', 255),
  address: optionalText('La dirección', 500),
  sidebarColor: hexColor('El color de la barra lateral'),
  textSidebarColor: hexColor('El color del texto de la barra lateral'),
  textHoverSidebarColor: hexColor('El color del texto resaltado de la barra lateral'),
  logo: imagePath('El logo'),
});
export type AccountValues = z.infer<typeof accountFields>;

/** The one account (id 1) in the shell's id: the company's data, the sidebar's colours and logo. */
export const ACCOUNT_ID = '1';

/** What a new installation starts with: the shell's original colours. */
export const DEFAULT_ACCOUNT = {
  name: 'Mi Empresa',
  identification: 'J-00000000-0',
  email: 'info@example.com',
  sidebarColor: '#12343b',
  textSidebarColor: '#d7e6e4',
  textHoverSidebarColor: '#ffffff',
} as const;

/** The company's account: edited, never deleted (the shell needs it). */
export const accountRecord = defineRecord<AccountValues>({
  name: 'Account',
  stream: 'account',
  noun: 'la cuenta',
  category: 'Sistema',
  fields: accountFields,
  title: (values) => values.name,
  restorable: false,
  unique: [],
  messages: {
    notFound: 'La cuenta no existe',
    deleted: 'La cuenta fue eliminada',
    notDeleted: 'La cuenta no está eliminada',
    alreadyExists: 'La cuenta ya existe',
  },
});
