/**
 * Saves a blob under a name through a temporary link (the browser's download). Needs a DOM; the
 * object URL is revoked `revokeAfterMs` later (by default on the next task, once the download has
 * started).
 */
export function saveFile(blob: Blob, name: string, doc: Document = document, revokeAfterMs = 0): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), revokeAfterMs);
}
