/** docx-preview, loaded only when a Word document is shown (dynamic import). */

/** The class prefix of the rendered document (docx-preview scopes its styles with it). */
export const DOCX_CLASS = 'srm-docx';

/** Renders a .docx into `container` (its styles go into the same container). */
export async function renderDocx(data: Blob, container: HTMLElement): Promise<void> {
  const { renderAsync } = await import('docx-preview');
  container.replaceChildren();
  await renderAsync(data, container, container, {
    className: DOCX_CLASS,
    inWrapper: true,
    breakPages: true,
    ignoreLastRenderedPageBreak: true,
    // Pictures as data URLs: nothing to revoke, and the output is the same on every render.
    useBase64URL: true,
    renderHeaders: true,
    renderFooters: true,
    renderFootnotes: true,
    renderEndnotes: true,
    renderComments: false,
    renderChanges: false,
    experimental: false,
  });
}
