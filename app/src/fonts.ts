// The web font (Noto Sans SC 400 and 500), imported on its own so main.tsx can load it after the first paint.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
