import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

import { loadApp } from './app/app';
import { AppProvider } from './app/provider';
import { RouteError } from './components/errors/route-error';
import { langOfPath, loadCatalogue } from './lib/i18n';
import { dropServerTitle } from './lib/page-data';
import './index.css';

dropServerTitle();

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

const render = (App: ComponentType) => {
  // As a transition, the first render yields to the browser every few
  // milliseconds instead of holding the main thread for the whole page, so a
  // tap or a scroll on a slow phone is answered while the page builds.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <App />
        </AppProvider>
      </StrictMode>,
    );
  });
};

// The page's words (only its own language's catalogue, which the server's HTML has already
// asked the browser for: internal/server/preload.go) and its code, side by side. The admin's
// code failing to load (a deploy replaced it, the network dropped) shows the router's default
// error screen, as it did when a route's code failed to load.
const { pathname } = window.location;
Promise.all([loadCatalogue(langOfPath(pathname)), loadApp(pathname)]).then(
  ([, App]) => render(App),
  (error: unknown) => render(() => <RouteError error={error} />),
);
