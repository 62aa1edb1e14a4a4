import { Route, Routes } from 'react-router-dom';
import { ProductEdit } from './ProductEdit';
import { ProductShow } from './ProductShow';

/** Everything under /products/{id}: the product's page, and its form at /products/{id}/edit. */
export const ProductRoutes = () => (
  <Routes>
    <Route index element={<ProductShow />} />
    <Route path="edit" element={<ProductEdit />} />
  </Routes>
);
