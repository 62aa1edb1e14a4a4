import { z } from 'zod';

/** A field whose value only one live record may hold (a product's code, a client's identification). */
export interface UniqueField {
  field: string;
  /** Names the claim streams: `unique-<scope>-<value>`. */
  scope: string;
  /** The refusal when another record holds the value ('El código ya está registrado'). */
  message: string;
  /**
   * A name compared without its accents too ('Bosch', 'BOSCH' and 'Bósch' are one brand):
   * claimed as `foldedName(value)` instead of `normaliseUniqueValue(value)`.
   */
  ignoreAccents?: boolean;
}

/**
 * Everything the write side needs to know about a catalogue record (brand, client, deposit...):
 * its events are `<name>Created`, `<name>Updated`, `<name>Deleted` and `<name>Restored`.
 */
export interface RecordDefinition<Values extends Record<string, unknown> = Record<string, unknown>> {
  /** Event prefix in PascalCase: 'Brand' gives BrandCreated... */
  name: string;
  /** Stream prefix: 'brand' gives `brand-12`. */
  stream: string;
  /** Spanish noun with its article, for the activity log: 'la marca'. */
  noun: string;
  /** Activity log category. */
  category:
    | 'Catálogo'
    | 'Clientes'
    | 'Compras'
    | 'Usuarios'
    | 'Gastos'
    | 'Sistema'
    | 'Ventas'
    | 'Inventario'
    | 'Distribuidores';
  /** The record's values, normalised, with Spanish messages: validates commands and events alike. */
  fields: z.ZodType<Values>;
  /** How the log names one record ('Bosch', 'V-12345678 Juan Pérez'). */
  title: (values: Values) => string;
  /**
   * The fields an update may change, when not all: the others keep their values whatever the
   * command says (the screen shows them read-only, as a dealer's applicant data).
   */
  editable?: readonly (keyof Values & string)[];
  /**
   * The field holding the record's own day ('YYYY-MM-DD'), for a record that is dated (an
   * expense): creating, editing or deleting one dated in a closed period is refused (issue 32).
   */
  datedBy?: keyof Values & string;
  /** Restorable after delete (the spec shows a trashed filter). Otherwise a delete is final. */
  restorable: boolean;
  unique: readonly UniqueField[];
  messages: {
    notFound: string;
    deleted: string;
    notDeleted: string;
    alreadyExists: string;
  };
}

export function defineRecord<Values extends Record<string, unknown>>(
  definition: RecordDefinition<Values>,
): RecordDefinition<Values> {
  return definition;
}

/** The event types of a record kind. */
export function recordEventTypes(definition: Pick<RecordDefinition, 'name'>) {
  return {
    created: `${definition.name}Created`,
    updated: `${definition.name}Updated`,
    deleted: `${definition.name}Deleted`,
    restored: `${definition.name}Restored`,
  } as const;
}

export const recordStream = (definition: Pick<RecordDefinition, 'stream'>, id: string): string =>
  `${definition.stream}-${id}`;

const idSchema = z.string().regex(/^\d+$/);

/** zod schemas of a record kind's four events (registered in `eventSchemas`). */
export function recordEventSchemas(definition: RecordDefinition): Record<string, z.ZodTypeAny> {
  const types = recordEventTypes(definition);
  const withId = z.intersection(z.object({ id: idSchema }), definition.fields);
  return {
    [types.created]: withId,
    [types.updated]: z.intersection(withId, z.object({ previous: z.record(z.string(), z.unknown()) })),
    [types.deleted]: z.object({ id: idSchema }),
    [types.restored]: z.object({ id: idSchema }),
  };
}

/** Normalised text for unique comparisons: trimmed, lower case, inner spaces collapsed. */
export function normaliseUniqueValue(value: unknown): string {
  return String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * A name as unique names compare it: normalised (normaliseUniqueValue) and without accents or any
 * other combining mark ('Bósch' and 'BOSCH' are 'bosch', 'Peña' is 'pena'), decomposed with
 * String.prototype.normalize('NFD') so it is the same in every process, never the database's
 * unaccent.
 */
export function foldedName(value: unknown): string {
  return normaliseUniqueValue(
    String(value ?? '')
      .normalize('NFD')
      .replace(/\p{M}/gu, ''),
  ).normalize('NFC');
}

/** The value a unique field claims: folded without accents when the field says so. */
export function uniqueClaimValue(unique: Pick<UniqueField, 'ignoreAccents'>, value: unknown): string {
  return unique.ignoreAccents ? foldedName(value) : normaliseUniqueValue(value);
}
