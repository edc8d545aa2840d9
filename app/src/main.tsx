import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startLanding } from './router/landing';

import { loadWebFontEventually } from './webFont';

// The web font loads after the first screen's content (webFont.ts); this is its latest moment.
loadWebFontEventually();
// Signed in: the route's modules and the session's calls start now, all at once (router/landing.ts).
startLanding();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition: the first render is done in slices, leaving the browser responsive meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
