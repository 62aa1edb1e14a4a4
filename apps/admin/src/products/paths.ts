import type { Identifier } from 'react-admin';

/**
 * The spec's paths: /products/{id} is the product's page and /products/{id}/edit its form
 * (react-admin's own defaults would be /products/{id}/show and /products/{id}).
 */
export const productPath = (id: Identifier) => `/products/${encodeURIComponent(String(id))}`;
export const productEditPath = (id: Identifier) => `${productPath(id)}/edit`;
