import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { langOfPath, loadCatalogue } from './lib/i18n';
import { dropServerTitle } from './lib/page-data';
import './index.css';

dropServerTitle();

// The page's words before its first render: only its own language's catalogue, which the
// server's HTML has already asked the browser to fetch (internal/server/preload.go).
await loadCatalogue(langOfPath(window.location.pathname));

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// As a transition, the first render yields to the browser every few
// milliseconds instead of holding the main thread for the whole page, so a
// tap or a scroll on a slow phone is answered while the page builds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
