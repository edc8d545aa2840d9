import type { PageLoader } from '../../router/pageRegistry';

/** The supplier area's menu pages (pageUrl → lazily loaded page), spread into router/pageRegistry.ts. */
export const supplierPages: Readonly<Record<string, PageLoader>> = {
  'supplier/info': () => import('./info/SupplierInfoPage').then((module) => ({ default: module.SupplierInfoPage })),
  'supplier/admission': () => import('./admission/AdmissionPage').then((module) => ({ default: module.AdmissionPage })),
  'supplier/qualification': () => import('./qualification/CertificatePages').then((module) => ({ default: module.QualificationPage })),
  'supplier/inquiry': () => import('./inquiry/InquiryPage').then((module) => ({ default: module.InquiryPage })),
  'portal/home': () => import('./portal/PortalHomePage').then((module) => ({ default: module.PortalHomePage })),
  'contract/licence': () => import('./qualification/CertificatePages').then((module) => ({ default: module.LicencePage })),
};
