import { Children, cloneElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { AccessAction, ResourceWith } from '@bo/access';
import { RequireAccess } from './RequireAccess';

type Screen = 'list' | 'create' | 'edit' | 'show';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A resource's definition as its index.ts gives it to <Resource>: screens (plain or React.lazy), child routes... */
export interface ResourceDefinition {
  list?: AnyComponent;
  create?: AnyComponent;
  edit?: AnyComponent;
  show?: AnyComponent;
  children?: ReactNode;
  [other: string]: unknown;
}

/** Which action of the access table each screen needs; a child route counts as the screen its key names. */
export type ScreenActions<R extends ResourceWith<'read'>> = Partial<Record<Screen | 'other', AccessAction<R>>>;

const DEFAULT_ACTIONS: Record<Screen | 'other', string> = {
  list: 'read',
  show: 'read',
  create: 'write',
  edit: 'write',
  // A record's own sub-screen (a child route of its resource): those who keep the record.
  other: 'write',
};

/** Child routes are named by their key: 'detail' is the show page, 'edit' the form (common/detailRoutes). */
const screenOfChild = (key: string | null): Screen | 'other' =>
  key === 'detail' ? 'show' : key === 'edit' ? 'edit' : 'other';

/** One wrapper per screen and action, made once: a new component type at every render would remount the screen. */
const wrappers = new WeakMap<AnyComponent, Map<string, AnyComponent>>();

function guardedScreen(resource: string, action: string, Screen: AnyComponent): AnyComponent {
  const made = wrappers.get(Screen) ?? new Map<string, AnyComponent>();
  wrappers.set(Screen, made);
  const key = `${resource}:${action}`;
  const existing = made.get(key);
  if (existing) return existing;
  const Guarded = (props: object) => (
    <RequireAccess resource={resource as ResourceWith<'read'>} action={action as never}>
      <Screen {...props} />
    </RequireAccess>
  );
  Guarded.displayName = `Guarded(${resource}:${action})`;
  made.set(key, Guarded);
  return Guarded;
}

/**
 * A resource's definition with every screen (list, create, edit, show and child routes) behind
 * the access table: `<Resource name="brands" {...guarded('brands', brands)} />`. A role without
 * the screen's action sees the forbidden page instead, and no request is made. `actions`
 * overrides the defaults (list and show: read; create, edit and other child routes: write).
 */
export function guarded<R extends ResourceWith<'read'>, D extends ResourceDefinition>(
  resource: R,
  definition: D,
  actions: ScreenActions<R> = {},
): D {
  const actionOf = (screen: Screen | 'other'): string => actions[screen] ?? DEFAULT_ACTIONS[screen];
  const result: ResourceDefinition = { ...definition };
  for (const screen of ['list', 'create', 'edit', 'show'] as const) {
    const Screen = definition[screen];
    if (Screen) result[screen] = guardedScreen(resource, actionOf(screen), Screen);
  }
  if (definition.children !== undefined)
    result.children = Children.map(definition.children, (child) => {
      if (!isValidElement<{ element?: ReactNode }>(child)) return child;
      const route = child as ReactElement<{ element?: ReactNode }>;
      return cloneElement(route, {
        element: (
          <RequireAccess resource={resource} action={actionOf(screenOfChild(route.key)) as AccessAction<R>}>
            {route.props.element}
          </RequireAccess>
        ),
      });
    });
  return result as D;
}
