import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { dropServerTitle } from './lib/page-data';
import './index.css';

dropServerTitle();

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
