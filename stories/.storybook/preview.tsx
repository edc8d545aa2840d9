import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import { LocaleProvider, ThemeProvider, type Locale } from '@srm/design-system';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
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
