/**
 * Issue 31, item 15: 'Mi perfil' shows the user's role by its Spanish name, for every role: the
 * endline user's showed an empty role (the form offered the four staff roles only).
 */
import type { Role } from '@bo/domain';
import { browserSuite, visible } from '../support/browser';

jest.setTimeout(180_000);
const suite = browserSuite();

const SPANISH: Record<Role, string> = {
  admin: 'Administrador',
  sales: 'Vendedor',
  storer: 'Almacenista',
  financial: 'Finanzas',
  endline: 'Operador de línea',
  // Issue 32: reads everything, writes nothing.
  auditor: 'Auditor',
};

describe("a user's profile", () => {
  it.each(Object.entries(SPANISH) as [Role, string][])(
    "shows the %s user's role by its Spanish name, read-only",
    async (role, name) => {
      const email = `perfil.${role}@prueba.test`;
      const password = `Clave-${role}-2026`;
      const id = await suite.server.createUser({ email, password, role, first_name: 'Perfil', last_name: role });
      const page = await suite.signedIn(email, password, `/users/${id}/edit`);
      await visible(page.getByText('Mi perfil').first());
      const field = page.getByLabel(/^Rol\s*\*?$/);
      await visible(field);
      expect(await field.innerText()).toBe(name);
      const readOnly = await field.evaluate(
        (element) =>
          element.getAttribute('aria-disabled') === 'true' || (element as HTMLInputElement).readOnly === true,
      );
      expect(readOnly).toBe(true);
      if (role !== 'endline') return;
      // On a phone too: the role reads whole within the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await visible(field);
      expect(await field.innerText()).toBe(name);
      const box = await field.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    },
  );
});
