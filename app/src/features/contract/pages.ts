import type { PageLoader } from '../../router/pageRegistry';
import type { PageDataModule } from '../../router/pageData';

/** The contract area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const contractPages: Readonly<Record<string, PageLoader>> = {
  'contract/list': () => import('./list/ContractListPage').then((module) => ({ default: module.ContractListPage })),
  'contract/edit': () => import('./editor/ContractEditorPage').then((module) => ({ default: module.ContractEditorPage })),
  'contract/template': () => import('./templates/ContractTemplatePage').then((module) => ({ default: module.ContractTemplatePage })),
  'contract/detail': () => import('./detail/ContractDetailPage').then((module) => ({ default: module.ContractDetailPage })),
  'contract/strategic': () => import('./strategic/StrategicContractPage').then((module) => ({ default: module.StrategicContractPage })),
  'contract/change': () => import('./change/ContractChangePage').then((module) => ({ default: module.ContractChangePage })),
  'contract/rebate': () => import('./rebate/RebateAgreementPage').then((module) => ({ default: module.RebateAgreementPage })),
};

/** Its pages whose first list request may start before they are drawn (router/pageData.ts). */
export const contractPageData: Readonly<Record<string, () => Promise<PageDataModule>>> = {
  'contract/list': () => import('./list/contractListEarly'),
};
