// React Router's data router, for the admin app only. The build gives this module a copy of
// React Router of its own (vite-plugins/data-router-copy.ts), so that the data router's code
// stays out of the chunks the public pages load; the copy shares the app's router contexts.
export { createBrowserRouter, RouterProvider, useRouteError } from 'react-router';
