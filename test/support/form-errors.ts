/**
 * The answer is the form's 400 with exactly these field messages:
 * `{ message: 'Error en el formulario', errors }`.
 */
export function expectFormErrors(answer: { status: number; body: unknown }, errors: Record<string, string[]>): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual({ message: 'Error en el formulario', errors });
}
