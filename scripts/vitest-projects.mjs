/**
 * The two vitest projects of a package's unit tests (design-system, app; issue 20):
 *
 * - `shared`: test files that replace no module share their worker's module graph and happy-dom page
 *   (`isolate: false`), so React, the components and a window are not made again for every file, which
 *   was most of the suites' time;
 * - `isolated`: test files that replace modules (`vi.mock`, `vi.doMock`) each get a fresh graph and page,
 *   since a replaced module would leak into the files after them.
 *
 * A shared file leaves nothing behind for the next: the setup files unmount after each test, put the page
 * back at its first address and empty its storage; spies on prototypes are restored by the file that made them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MOCKS_MODULES = /\bvi\.(do)?[mM]ock\(/;

/** The test files under `root`/src that replace a module, as paths from `root`. */
export function testFilesThatMock(root) {
  const sources = join(root, 'src');
  return readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && MOCKS_MODULES.test(readFileSync(join(sources, file), 'utf8')))
    .map((file) => `src/${file.split('\\').join('/')}`);
}

/** The `shared` and `isolated` projects of the test files `include` under `root` (see above). */
export function isolationProjects(root, include) {
  const mocking = testFilesThatMock(root);
  return [
    { extends: true, test: { name: 'shared', include, exclude: mocking, isolate: false } },
    { extends: true, test: { name: 'isolated', include: mocking.length > 0 ? mocking : ['no-file-replaces-a-module'] } },
  ];
}
