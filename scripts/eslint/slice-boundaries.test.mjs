// node --test scripts/eslint/: the slice boundary rule (part of the test command's lint step).
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { crossingOf, sliceBoundaries } from './slice-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const file = (relative) => path.join(root, relative);

describe('crossingOf', () => {
  it('lets a feature use its own files and the shared app code, not another feature', () => {
    const from = 'app/src/features/pick/list/pickList.ts';
    if (crossingOf(from, 'app/src/features/pick/api/pickApi') !== undefined) throw new Error('own files refused');
    if (crossingOf(from, 'app/src/api/listQuery') !== undefined) throw new Error('shared api refused');
    if (crossingOf(from, 'app/src/features/contract/list/contractList') !== 'feature "pick" imports "contract"') throw new Error('crossing allowed');
  });

  it('lets a gateway area use the platform modules and core, not another business area', () => {
    const from = 'gateway/src/modules/pick/routes.ts';
    if (crossingOf(from, 'gateway/src/modules/files/names.js') !== undefined) throw new Error('files refused');
    if (crossingOf(from, 'gateway/src/core/print-data.js') !== undefined) throw new Error('core refused');
    if (crossingOf(from, 'gateway/src/modules/contract/head.js') !== 'gateway area "pick" imports "contract"') throw new Error('crossing allowed');
    // The wiring (modules/index.ts) imports every area.
    if (crossingOf('gateway/src/modules/index.ts', 'gateway/src/modules/contract/index.js') !== undefined) throw new Error('wiring refused');
  });
});

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('srm/slice-boundaries', sliceBoundaries, {
  valid: [
    { filename: file('app/src/features/contract/list/contractList.ts'), code: "import { toListBody } from '../../../api/listQuery';" },
    { filename: file('app/src/features/contract/list/contractList.ts'), code: "import { x } from '../api/contractApi';" },
    { filename: file('app/src/router/pageRegistry.ts'), code: "const page = () => import('../features/contract/list/ContractListPage');" },
    { filename: file('gateway/src/modules/contract/index.ts'), code: "import { registerPrintData } from '../../core/print-data.js';" },
  ],
  invalid: [
    {
      filename: file('app/src/features/contract/list/contractList.ts'),
      code: "import { roleLabel } from '../../system/shared/labels';",
      errors: [{ messageId: 'crossing' }],
    },
    {
      filename: file('app/src/features/system/users/UserListPage.tsx'),
      code: "export { ContractListPage } from '../../contract/list/ContractListPage';",
      errors: [{ messageId: 'crossing' }],
    },
    {
      filename: file('gateway/src/modules/print/resolvers.ts'),
      code: "const head = await import('../contract/head.js');",
      errors: [{ messageId: 'crossing' }],
    },
  ],
});
