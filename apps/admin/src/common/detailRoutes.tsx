import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import { Route } from 'react-router-dom';

/**
 * The spec's detail paths for a resource whose rows open a Show page: /{resource}/{id} is the
 * detail and /{resource}/{id}/edit the edit form (react-admin's own would be /{id}/show and
 * /{id}). Spread into the resource's definition: `{ list, create, ...detailRoutes(Show, Edit) }`.
 * Links to them use `detailPath` / `editPath`, not react-admin's 'show' and 'edit' link types.
 */
export const detailRoutes = (Show: ComponentType, Edit: ComponentType) => ({
  hasShow: true,
  hasEdit: true,
  children: [
    <Route key="detail" path=":id" element={<Show />} />,
    <Route key="edit" path=":id/edit/*" element={<Edit />} />,
  ],
});

/** The same for a resource changed only through its commands (a purchase): the detail alone, no edit form. */
export const showRoutes = (Show: ComponentType) => ({
  hasShow: true,
  children: [<Route key="detail" path=":id" element={<Show />} />],
});

export const detailPath = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(String(id))}`;
export const editPath = (resource: string, id: Identifier) => `${detailPath(resource, id)}/edit`;
