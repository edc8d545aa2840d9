import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import { LocaleProvider, ThemeProvider, type Locale } from '@srm/design-system';
import type { Preview } from '@storybook/react-vite';

/**
 * react-aria's live announcer keeps announcements for seconds, pointing at elements by id. Story tests
 * share one page, so an announcement from the previous story would point at an element that is gone
 * (axe: role-img-alt). Empty its log regions before each story, as react-aria's clearAnnouncer does.
 */
function clearLiveAnnouncer() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

const preview: Preview = {
  beforeEach: clearLiveAnnouncer,
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  decorators: [
    (Story, context) => (
      <ThemeProvider>
        <LocaleProvider locale={(context.globals.locale as Locale | undefined) ?? 'zh-CN'}>
          <div style={{ padding: 16 }}>
            <Story />
          </div>
        </LocaleProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
