import { z } from 'zod';
import { createZodDto } from 'nestjs-zod';

export const loginRequestSchema = z.object({
  email: z
    .string({ error: 'El correo electrónico es obligatorio.' })
    .trim()
    .min(1, 'El correo electrónico es obligatorio.')
    .pipe(z.email({ error: 'El correo electrónico no es válido.' })),
  password: z.string({ error: 'La contraseña es obligatoria.' }).min(1, 'La contraseña es obligatoria.'),
  remember: z.boolean().optional().default(false),
});

export class LoginRequest extends createZodDto(loginRequestSchema) {}
