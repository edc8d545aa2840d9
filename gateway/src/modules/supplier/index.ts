/**
 * The supplier area (issue 22; spec 02 §1, §6, §9; domain.md "Suppliers and the supplier side"): the
 * archive (archive.ts), admissions, qualifications and inquiries (lists.ts), all under
 * /supplier/api/v1 and scoped to a supplier user's own supplier.
 */
import './message-texts.js';
import type { FastifyPluginAsync } from 'fastify';
import { registerListReads } from '../../core/list/routes.js';
import type { AppDatabase } from '../../db/connection.js';
import type { AreaPlugin } from '../area.js';
import { admissionRoutes, releaseExpiredBlacklists } from './admission.js';
import { supplierArchiveRoutes } from './archive.js';
import { remindExpiringCertificates } from './certificate-reminders.js';
import { inquiryRoutes } from './inquiry.js';
import { qualificationRoutes } from './qualification.js';
import { supplierImportRoutes } from './supplier-import.js';
import { admissionResource, inquiryResource, licenceResource, qualificationResource, SUPPLIER_API, SUPPLIER_MENUS } from './lists.js';

const supplierListRoutes: FastifyPluginAsync<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, `${SUPPLIER_API}/admission`, db, admissionResource, SUPPLIER_MENUS.admission);
  registerListReads(app, `${SUPPLIER_API}/qualification`, db, qualificationResource, SUPPLIER_MENUS.qualification);
  registerListReads(app, `${SUPPLIER_API}/licence`, db, licenceResource, SUPPLIER_MENUS.licence);
  registerListReads(app, `${SUPPLIER_API}/inquiry`, db, inquiryResource, SUPPLIER_MENUS.inquiry);
};

/** How often the blacklist job looks for until-dates that have passed. */
const BLACKLIST_RELEASE_EVERY_MS = 60 * 60 * 1000;
/** The certificate reminders run once a day (and once at start: `every` runs at once). */
const CERTIFICATE_REMINDER_EVERY_MS = 24 * 60 * 60 * 1000;

export const supplierArea: AreaPlugin = async (app, { db, jobs, settings }) => {
  await app.register(supplierArchiveRoutes, { db });
  await app.register(admissionRoutes, { db, secret: settings.contractCallbackSecret });
  jobs?.every(BLACKLIST_RELEASE_EVERY_MS, async () => {
    await releaseExpiredBlacklists(db);
  });
  if (settings.certificateReminders !== false) {
    jobs?.every(CERTIFICATE_REMINDER_EVERY_MS, async () => {
      await remindExpiringCertificates(db);
    });
  }
  await app.register(supplierListRoutes, { db });
  await app.register(inquiryRoutes, { db });
  await app.register(qualificationRoutes, { db });
  await app.register(supplierImportRoutes);
};
