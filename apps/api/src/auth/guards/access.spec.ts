/** Every route of the API either is public or names a resource and action of the access table, with the table's roles. */
import 'reflect-metadata';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ACCESS, ROLES } from '@bo/domain';
import { AppModule, type AppResources } from '../../app.module';
import { ACCESS_KEY, type Access } from './access.decorators';

/** Every route of the API, with what it declares of who may call it (handler first, then class). */
function routes(): Array<{ route: string; access: Access | undefined }> {
  const controllers = AppModule.register({} as AppResources).controllers ?? [];
  return controllers.flatMap((controller) => {
    const prototype = controller.prototype as Record<string, unknown>;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    return Object.getOwnPropertyNames(prototype)
      .filter((name) => name !== 'constructor' && Reflect.hasMetadata(METHOD_METADATA, prototype[name] as object))
      .map((name) => {
        const handler = prototype[name] as object;
        const access = (Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller)) as
          Access | undefined;
        return {
          route: `${controller.name}.${name} ${[base, String(Reflect.getMetadata(PATH_METADATA, handler))].filter((p) => p && p !== '/').join('/')}`,
          access,
        };
      });
  });
}

/** The access table is the server's only say on roles (docs/rules.md, 'Roles in the admin'). */
describe('who may call each route', () => {
  const all = routes();

  it('finds the routes of the API', () => {
    expect(all.length).toBeGreaterThan(50);
  });

  it('every route is public or names a resource and action of the access table, with its roles', () => {
    const wrong = all.filter(({ access }) => {
      if (access?.kind === 'public') return false;
      if (access?.kind !== 'roles') return true;
      const table = ACCESS as Record<string, Record<string, readonly string[]>>;
      return table[access.resource]?.[access.action] !== access.roles;
    });
    expect(wrong.map(({ route }) => route)).toEqual([]);
  });

  it('the table speaks only of the five roles and gives every action someone', () => {
    for (const [resource, actions] of Object.entries(ACCESS))
      for (const [action, roles] of Object.entries(actions as Record<string, readonly string[]>)) {
        expect([resource, action, roles.length > 0]).toEqual([resource, action, true]);
        expect(roles.filter((role) => !(ROLES as readonly string[]).includes(role))).toEqual([]);
      }
  });
});
