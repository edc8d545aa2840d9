// node --test scripts/eslint/: the slice boundary rule (part of the test command's lint step).
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import { apiReachOf, crossingOf, sliceBoundaries } from './slice-boundaries.js';

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
    if (crossingOf(from, 'gateway/src/modules/master/quality-deduction.js') !== undefined) throw new Error('master data refused');
    if (crossingOf(from, 'gateway/src/modules/contract/head.js') !== 'gateway area "pick" imports "contract"') throw new Error('crossing allowed');
    // The wiring (modules/index.ts) imports every area.
    if (crossingOf('gateway/src/modules/index.ts', 'gateway/src/modules/contract/index.js') !== undefined) throw new Error('wiring refused');
  });
});

describe('apiReachOf', () => {
  it("lets a feature's api/ use its own api/ folder and the shared app code, not the rest of its feature", () => {
    const from = 'app/src/features/contract/api/contractApi.ts';
    if (apiReachOf(from, 'app/src/features/contract/api/listBodies') !== undefined) throw new Error('own api refused');
    if (apiReachOf(from, 'app/src/features/contract/api') !== undefined) throw new Error('api folder refused');
    if (apiReachOf(from, 'app/src/api/http') !== undefined) throw new Error('shared api refused');
    if (apiReachOf(from, 'app/src/features/contract/list/contractList') !== 'the api of feature "contract" imports "list/contractList"') throw new Error('view allowed');
    if (apiReachOf(from, 'app/src/features/contract/pages') !== 'the api of feature "contract" imports "pages"') throw new Error('pages allowed');
    if (apiReachOf(from, 'app/src/features/contract/apiHelpers/x') === undefined) throw new Error('a look-alike folder allowed');
  });

  it('leaves the views (which may import api/) and other features (crossingOf) alone', () => {
    if (apiReachOf('app/src/features/contract/list/contractList.ts', 'app/src/features/contract/api/rows') !== undefined) throw new Error('view refused');
    if (apiReachOf('app/src/features/contract/list/contractList.ts', 'app/src/features/contract/change/changeList') !== undefined) throw new Error('view to view refused');
    if (apiReachOf('app/src/features/contract/api/contractApi.ts', 'app/src/features/system/api/userApi') !== undefined) throw new Error('crossing reported twice');
    if (apiReachOf('gateway/src/modules/contract/api/x.ts', 'gateway/src/modules/contract/head.js') !== undefined) throw new Error('gateway refused');
  });
});

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('srm/slice-boundaries', sliceBoundaries, {
  valid: [
    { filename: file('app/src/features/contract/list/contractList.ts'), code: "import { toListBody } from '../../../api/listQuery';" },
    { filename: file('app/src/features/contract/list/contractList.ts'), code: "import { x } from '../api/contractApi';" },
    { filename: file('app/src/router/pageRegistry.ts'), code: "const page = () => import('../features/contract/list/ContractListPage');" },
    { filename: file('gateway/src/modules/contract/index.ts'), code: "import { registerPrintData } from '../../core/print-data.js';" },
    { filename: file('app/src/features/contract/api/contractApi.ts'), code: "import { contractListBody } from './listBodies';" },
    { filename: file('app/src/features/contract/api/contractApi.ts'), code: "import { request } from '../../../api/http';" },
    { filename: file('app/src/features/contract/api/changeApi.ts'), code: "import { CHANGEABLE_CONTRACT_STATUSES } from '../api/listBodies';" },
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
    {
      filename: file('app/src/features/contract/api/contractApi.ts'),
      code: "import { contractListBody } from '../list/contractList';",
      errors: [{ messageId: 'apiImportsViews', data: { what: 'the api of feature "contract" imports "list/contractList"' } }],
    },
    {
      filename: file('app/src/features/contract/api/templateApi.ts'),
      code: "export { templateColumns } from '../templates/templateList';",
      errors: [{ messageId: 'apiImportsViews' }],
    },
    {
      filename: file('app/src/features/contract/api/rebateApi.ts'),
      code: "const page = await import('../rebate/RebateAgreementPage');",
      errors: [{ messageId: 'apiImportsViews' }],
    },
    {
      // Another feature is a crossing, reported once.
      filename: file('app/src/features/contract/api/contractApi.ts'),
      code: "import { fetchUsers } from '../../system/api/userApi';",
      errors: [{ messageId: 'crossing' }],
    },
  ],
});
