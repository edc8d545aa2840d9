import type { PreviewViewerProps } from '@srm/design-system';
import { lazy, Suspense, useState } from 'react';

// The viewer (PDF.js, docx-preview, exceljs) is its own chunk, fetched the first time a file is
// previewed, so the shell's first load does not carry it.
const FileViewer = lazy(async () => ({ default: (await import('@srm/design-system/viewer')).FileViewer }));

/**
 * The app's file viewer for SrmProvider's `fileViewer` (AttachmentPanel's 预览): nothing until a
 * file is first opened, then the design system's FileViewer, loaded once and kept, so closing it
 * plays out as usual (focus back to the trigger).
 */
export function LazyFileViewer(props: PreviewViewerProps) {
  const [wasOpened, setWasOpened] = useState(false);
  // A state update during render (React's pattern for state derived from props): no extra commit.
  if (props.isOpen && !wasOpened) setWasOpened(true);
  if (!props.isOpen && !wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <FileViewer {...props} />
    </Suspense>
  );
}
