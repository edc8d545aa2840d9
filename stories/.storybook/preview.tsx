import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/500.css';
import { LocaleProvider, ThemeProvider, type Locale } from '@srm/design-system';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { DocsPage } from './DocsPage';

/**
 * Play functions run while other story pages load in parallel (CI has two cores): give findBy and
 * waitFor 4 s instead of testing-library's 1 s, so a slow frame is waited for, not failed on.
 */
configure({ asyncUtilTimeout: 4000 });

/**
 * react-aria's live announcer keeps announcements for seconds, pointing at elements by id. Story tests
 * share one page, so an announcement from the previous story would point at an element that is gone
 * (axe: role-img-alt). Empty its log regions before each story, as react-aria's clearAnnouncer does.
 */
function clearLiveAnnouncer() {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

const preview: Preview = {
  // Every CSF file gets a Docs entry (autodocs), shown with the page of DocsPage.tsx.
  tags: ['autodocs'],
  beforeEach: clearLiveAnnouncer,
  // Connected components (AttachmentPanel, UserPicker, …) get their gateway answers from MSW handlers
  // declared per story in `parameters.msw.handlers`; the loader starts the worker quietly, and requests
  // with no handler go to the network unchanged.
  loaders: [mswLoader()],
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
    docs: { page: DocsPage },
    // Any axe violation fails the story's test (and its visual test). react-aria's live announcer is
    // left out: an off-screen region it fills for a few seconds after a toast or an upload, whose
    // role="img" can point at a node already gone (role-img-alt), depending on timing.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
  },
};

export default preview;
