/* global location, window, document */
/**
 * A setup file's first step in a unit test project whose files share their worker's happy-dom page
 * (scripts/vitest-projects.mjs): each test file starts on a page as a fresh one would be, at the worker's
 * first address, with empty storage and no cookies. (A test that followed a link had moved the page
 * elsewhere, and react-aria then took the next file's same-origin links for other sites.)
 */
const startUrl = (globalThis.srmStartUrl ??= location.href);

export function freshPage() {
  if (location.href !== startUrl) window.happyDOM.setURL(startUrl);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
