import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The web font's CSS (200+ @font-face rules) loads after the app starts: it must not block the first paint.
void import('./fonts');

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
