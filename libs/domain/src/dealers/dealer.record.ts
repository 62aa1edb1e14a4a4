/**
 * A dealer (distribuidor): the applicant of a finished request, in the group chosen when it was
 * approved (spec /dealers). A catalogue record: edited (the screens change only its group),
 * soft-deleted and restored; log category Distribuidores.
 */
import { z } from 'zod';
import { reference } from '../catalogue/fields';
import { defineRecord } from '../catalogue/record-definition';
import { dealerApplicantFields } from './dealer.fields';

export const dealerFields = dealerApplicantFields.extend({
  group_id: reference('el grupo', true).transform((id) => id as string),
  /** The request it came from. */
  request_id: reference('la solicitud', false),
});
export type DealerValues = z.infer<typeof dealerFields>;

export const dealerRecord = defineRecord<DealerValues>({
  name: 'Dealer',
  stream: 'dealer',
  noun: 'el distribuidor',
  category: 'Distribuidores',
  fields: dealerFields,
  title: (values) => `${values.name} ${values.lastname}`,
  /** The screen changes only the group: the applicant's data and the request stay as they came. */
  editable: ['group_id'],
  restorable: true,
  unique: [],
  messages: {
    notFound: 'El distribuidor no existe',
    deleted: 'El distribuidor fue eliminado',
    notDeleted: 'El distribuidor no está eliminado',
    alreadyExists: 'El distribuidor ya existe',
  },
});
