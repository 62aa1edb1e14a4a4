import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { fetchMe } from './auth/authProvider';
import { isPublicPath, PublicApp } from './dealer-apply';
import { UpdateBanner } from './installable';

/**
 * react-admin 5 creates a hash router unless it finds one around it. The server answers every
 * non-/api path with index.html, so the admin uses real paths (/taxes/3/edit): a browser data
 * router (a data router keeps react-admin's navigation blocking for unsaved changes working).
 */
const publicPage = isPublicPath(window.location.pathname);
const router = createBrowserRouter([{ path: '*', element: publicPage ? <PublicApp /> : <App /> }]);

// The session check every screen starts with, asked now, beside the frame's code, not after it
// (fetchMe shares the answer; without a session marker it asks nothing).
if (!publicPage) fetchMe().catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    {/* Issue 34: the service worker, and 'Hay una nueva versión: recargar' on every page. */}
    <UpdateBanner />
  </StrictMode>,
);
