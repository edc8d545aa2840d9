import { SrmProvider } from '@srm/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyFileViewer } from './LazyFileViewer';

const files = [{ name: '送货说明.txt', url: '/files/notes.txt' }];

describe('LazyFileViewer', () => {
  it('renders nothing until a file is opened, then the FileViewer, kept after it closes', async () => {
    const { rerender } = render(
      <SrmProvider>
        <LazyFileViewer files={files} isOpen={false} />
      </SrmProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <SrmProvider>
        <LazyFileViewer files={files} isOpen />
      </SrmProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: '送货说明.txt' });
    // A .txt is not drawn: the viewer's own fallback shows, so the loaded component is the real one.
    expect(dialog.textContent).toContain('暂不支持预览当前文件类型');
    rerender(
      <SrmProvider>
        <LazyFileViewer files={files} isOpen={false} />
      </SrmProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
