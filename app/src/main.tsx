import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

import { loadWebFontEventually } from './webFont';

// The web font loads after the first screen's content (webFont.ts); this is its latest moment.
loadWebFontEventually();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
