import { z } from 'zod';
import { optionalText, requiredText } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';

export const groupFields = z.object({
  name: requiredText('El nombre'),
  description: optionalText('La descripción'),
});
export type GroupValues = z.infer<typeof groupFields>;

/** A dealer group: an approved dealer joins one (log category Distribuidores). A delete is final. */
export const groupRecord = defineRecord<GroupValues>({
  name: 'Group',
  stream: 'group',
  noun: 'el grupo',
  category: 'Distribuidores',
  fields: groupFields,
  title: (values) => values.name,
  restorable: false,
  unique: [
    { field: 'name', scope: 'group.folded_name', ignoreAccents: true, message: 'Ya existe un grupo con ese nombre' },
  ],
  messages: {
    notFound: 'El grupo no existe',
    deleted: 'El grupo fue eliminado',
    notDeleted: 'El grupo no está eliminado',
    alreadyExists: 'El grupo ya existe',
  },
});
