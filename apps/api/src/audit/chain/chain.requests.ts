/** The verify's body (issue 32): an optional digest kept outside, `{position, hash}`, checked field by field. */
import { z } from 'zod';

const digestSchema = z.object(
  {
    position: z
      .union([z.string(), z.number()], { message: 'La posición del resumen es obligatoria.' })
      .refine((value) => /^\d{1,20}$/.test(String(value).trim()), {
        message: 'La posición del resumen debe ser un número entero.',
      }),
    hash: z
      .string({ message: 'El hash del resumen es obligatorio.' })
      .refine((value) => /^[0-9a-fA-F]{64}$/.test(value.trim()), {
        message: 'El hash del resumen debe tener 64 caracteres hexadecimales (SHA-256).',
      }),
  },
  { message: 'El resumen debe ser un objeto {position, hash}.' },
);

export const verifyRequestSchema = z.object({ digest: digestSchema.nullish() });

export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export function digestOf(body: VerifyRequest): { position: string; hash: string } | undefined {
  return body.digest ? { position: String(body.digest.position).trim(), hash: body.digest.hash.trim() } : undefined;
}
