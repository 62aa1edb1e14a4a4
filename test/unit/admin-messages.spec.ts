import englishMessages from 'ra-language-english';
import { spanishMessages } from '../../apps/admin/src/i18n/es';

/** The admin has no English fallback: every react-admin message must exist in our Spanish file. */

type Messages = { [key: string]: string | Messages };

const leaves = (messages: Messages, prefix = ''): Array<[string, string]> =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const lookup = (messages: Messages, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Messages)[key] : undefined), messages);

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = leaves(englishMessages as unknown as Messages);
const spanish = spanishMessages as unknown as Messages;

describe('admin Spanish messages (apps/admin/src/i18n/es.ts)', () => {
  it('reads the whole English catalogue', () => {
    expect(english.length).toBeGreaterThan(150);
  });

  it('has every ra-language-english key', () => {
    const missing = english.filter(([key]) => typeof lookup(spanish, key) !== 'string').map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('keeps the placeholders and plural forms of every message', () => {
    const mismatched = english
      .filter(([key, text]) => {
        const translated = lookup(spanish, key);
        if (typeof translated !== 'string') return false;
        const samePlaceholders =
          JSON.stringify([...new Set(placeholders(text))]) === JSON.stringify([...new Set(placeholders(translated))]);
        const samePlurals = text.split('||||').length === translated.split('||||').length;
        return !samePlaceholders || !samePlurals;
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('translates the messages a user reads (no English left behind)', () => {
    // Messages that are the same in both languages.
    const identical = new Set([
      'ra.boolean.null',
      'ra.boolean.false',
      'ra.message.no',
      'ra.configurable.inspector.title',
      'ra.page.list',
      'ra.page.edit',
      'ra.page.show',
    ]);
    const untranslated = english
      .filter(([key, text]) => !identical.has(key) && lookup(spanish, key) === text)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('has no empty message', () => {
    const empty = leaves(spanish).filter(([key, text]) => key !== 'ra.boolean.null' && text.trim() === '');
    expect(empty).toEqual([]);
  });
});

describe("each resource's save toasts (apps/admin/src/i18n/notifications.ts, issue 31)", () => {
  const notification = (resource: string, kind: string) =>
    lookup(spanish, `resources.${resource}.notifications.${kind}`);

  it("name what happened, not react-admin's 'Elemento creado'", () => {
    expect(notification('spents', 'created')).toBe('Gasto registrado');
    expect(notification('providers', 'updated')).toBe('Proveedor actualizado');
    expect(notification('clients', 'created')).toBe('Cliente creado');
    expect(notification('brands', 'updated')).toBe('Marca actualizada');
    expect(notification('shoppings', 'created')).toBe('Compra registrada');
    expect(notification('deposits', 'deleted')).toBe('Depósito eliminado');
  });

  it("keep a resource's own words where it has them", () => {
    expect(notification('taxes', 'created')).toBe('Tasa de cambio registrada');
  });
});
