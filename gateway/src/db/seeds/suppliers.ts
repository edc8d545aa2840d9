/**
 * Demo rows of the supplier area (issue 22): the supplier role and its two accounts, the archive's
 * contacts, bank accounts and addresses, admissions in every status, blacklist entries, certificates
 * (some expiring within 30 days of the seed, some expired) and inquiries from draft to awarded.
 *
 * Supplier accounts (password Supplier@123), each bound to a supplier with seeded contracts:
 *   supplier1  中粮贸易（大连）有限公司 (S0001)
 *   supplier2  北大荒粮食集团有限公司 (S0002)
 *
 * Hooked into seedDemoData (db/seed.ts) after the lookups, inside its transaction.
 */
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { hashPassword } from '../../core/password.js';
import type { AppDatabase } from '../connection.js';
import { sysRole, sysRoleMenu, sysUser, sysUserRole } from '../schema.js';
import { supSupplier, sysMaterial } from '../tables/lookups.js';
import {
  supAdmission,
  supBlacklist,
  supInquiry,
  supInquiryLine,
  supInquiryQuote,
  supInquirySupplier,
  supQualification,
  supSupplierAddress,
  supSupplierBank,
  supSupplierContact,
} from '../tables/supplier.js';
import type { SeedContext } from '../seed.js';
import { menuEntries } from './menus.js';

export const SUPPLIER_PASSWORD = 'Supplier@123';
/** The suppliers with seeded contracts (S0001 … S0007, the first rows of sup_supplier). */
const CONTRACT_SUPPLIER_COUNT = 7;
export const SUPPLIER_ROLE = 'supplier';

/** The supplier accounts: account, user name, supplier sn. */
export const DEMO_SUPPLIER_USERS: readonly { account: string; userName: string; supplierSn: string; label: string }[] = [
  { account: 'supplier1', userName: '中粮贸易业务员', supplierSn: 'S0001', label: '供应商 中粮贸易（大连）有限公司' },
  { account: 'supplier2', userName: '北大荒粮食业务员', supplierSn: 'S0002', label: '供应商 北大荒粮食集团有限公司' },
];

/** What a supplier's user sees: its contracts, its archive, its certificates and its inquiries. */
export const SUPPLIER_ROLE_MENUS = menuEntries(
  'dashboard',
  'portal:home',
  'contract:list',
  'contract:supplier-seal',
  'contract:detail',
  'supplier:info',
  'supplier:qualification',
  'supplier:qualification:add',
  'supplier:qualification:edit',
  'supplier:inquiry',
  'supplier:inquiry:quote',
  'pick:list',
  'pick:detail',
  'pick:accept',
  'pick:vehicle-change',
  'reconciliation:list',
  'reconciliation:confirm',
);

const BANKS = ['中国农业银行', '中国工商银行', '中国银行', '中国建设银行', '交通银行', '招商银行', '中国邮政储蓄银行'];
const CERTS: readonly [type: string, issuer: string, required: 0 | 1][] = [
  ['business_licence', '市场监督管理局', 1],
  ['feed_licence', '农业农村厅', 1],
  ['quality_system', '中国质量认证中心', 0],
  ['bank_licence', '中国人民银行', 0],
];

const day = (offset: number, from: Date): string => new Date(from.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedSuppliers(db: AppDatabase, context: SeedContext): Promise<void> {
  const { audit, menuIds } = context;
  const now = new Date();

  // The supplier role and its two accounts.
  const [role] = await db
    .insert(sysRole)
    .values({ roleCode: SUPPLIER_ROLE, roleName: '供应商', roleType: 2, ...audit })
    .returning({ id: sysRole.id });
  if (!role) throw new Error('the supplier role was not written');
  await db.insert(sysRoleMenu).values(
    SUPPLIER_ROLE_MENUS.map((code) => {
      const menuId = menuIds.get(code);
      if (menuId === undefined) throw new Error(`menu ${code} is not seeded`);
      return { roleId: role.id, menuId, ...audit };
    }),
  );
  const passwordHash = await hashPassword(SUPPLIER_PASSWORD);
  const users = await db
    .insert(sysUser)
    .values(
      DEMO_SUPPLIER_USERS.map((user, index) => ({
        account: user.account,
        userName: user.userName,
        employeeCode: `GYS${String(index + 1).padStart(3, '0')}`,
        gender: 1 as const,
        positionDesc: '销售代表',
        companyDesc: user.label.replace('供应商 ', ''),
        deptDesc: '销售部',
        passwordHash,
        userType: 'supplier' as const,
        supplierSn: user.supplierSn,
        ...audit,
      })),
    )
    .returning({ id: sysUser.id });
  await db.insert(sysUserRole).values(users.map((user) => ({ userId: user.id, roleId: role.id, ...audit })));

  // Contacts, bank accounts and addresses of the first 40 suppliers (the contract suppliers first).
  const suppliers = await db
    .select({ sn: supSupplier.sn, name: supSupplier.name, status: supSupplier.financialStatus, contactName: supSupplier.contactName, contactPhone: supSupplier.contactPhone, province: supSupplier.province, city: supSupplier.city })
    .from(supSupplier)
    .orderBy(asc(supSupplier.id));
  const archived = suppliers.slice(0, 40);
  await db.insert(supSupplierContact).values(
    archived.flatMap((row, index) => [
      { supplierSn: row.sn, contactName: row.contactName ?? '业务联系人', mobile: row.contactPhone ?? '13800000000', position: '销售经理', email: null, isPrimary: 1 as const, ...audit },
      { supplierSn: row.sn, contactName: `财务${String.fromCharCode(0x7532 + (index % 10))}`, mobile: `139${String(10_000_000 + index * 7_919).slice(-8)}`, position: '财务', email: null, isPrimary: 0 as const, ...audit },
    ]),
  );
  await db.insert(supSupplierBank).values(
    archived.map((row, index) => ({
      supplierSn: row.sn,
      bankName: `${BANKS[index % BANKS.length]}${row.city ?? ''}分行`,
      accountName: row.name,
      accountNo: `62284800${String(10_000_000_000 + index * 104_729).slice(-11)}`,
      isDefault: 1 as const,
      ...audit,
    })),
  );
  await db.insert(supSupplierAddress).values(
    archived.map((row, index) => ({ supplierSn: row.sn, addressType: 'office', province: row.province, city: row.city, district: null, detail: `${row.city ?? ''}经济技术开发区${index + 1}号`, ...audit })),
  );

  // Admissions: one per supplier still in admission, and the history of some qualified ones.
  const admitting = suppliers.filter((row) => row.status === 1 || row.status === 2 || row.status === 4).slice(0, 12);
  const history = suppliers.slice(0, 6);
  const admissionRows = [...history.map((row) => ({ row, status: 3 as const })), ...admitting.map((row) => ({ row, status: row.status }))];
  await db.insert(supAdmission).values(
    admissionRows.map(({ row, status }, index) => ({
      admissionNo: `ZR${day(-200 + index * 9, now).replaceAll('-', '')}${String(index + 1).padStart(3, '0')}`,
      supplierSn: row.sn,
      supplierName: row.name,
      categoryCodes: [index % 2 === 0 ? '1001' : '1002'],
      orgCodes: ['101001'],
      status,
      oaRound: status === 1 ? 0 : 1,
      reason: '年度合格供应商准入',
      opinion: status === 3 ? '同意准入' : status === 4 ? '资质材料不全，请补充后重新提交' : null,
      submittedTime: status === 1 ? null : new Date(now.getTime() - (200 - index * 9) * 86_400_000),
      decidedTime: status === 3 || status === 4 ? new Date(now.getTime() - (190 - index * 9) * 86_400_000) : null,
      ...audit,
    })),
  );

  // Blacklist entries of the blacklisted suppliers.
  const blacklisted = suppliers.filter((row) => row.status === 6);
  if (blacklisted.length > 0) {
    const until = await db.select({ sn: supSupplier.sn, until: supSupplier.blacklistUntil }).from(supSupplier).where(inArray(supSupplier.sn, blacklisted.map((row) => row.sn)));
    await db.insert(supBlacklist).values(
      until.map((row) => ({ supplierSn: row.sn, reason: '质量严重不合格，多次拒收', fromDate: day(-90, now), untilDate: row.until ?? day(365, now), ...audit })),
    );
  }

  // Certificates of the first 20 suppliers: mostly valid, some expiring soon, some expired.
  await db.insert(supQualification).values(
    suppliers.slice(0, 20).flatMap((row, index) =>
      CERTS.map(([certType, issuer, required], certIndex) => {
        // Expired only where nothing depends on it: never a required certificate of a contract supplier.
        const raw = (index * 4 + certIndex) % 10;
        const spread = raw === 0 && required === 1 && index < CONTRACT_SUPPLIER_COUNT ? 1 : raw;
        const validTo = spread === 0 ? day(-15, now) : spread === 1 ? day(12 + index, now) : spread === 2 ? day(25, now) : day(200 + index * 11, now);
        return {
          supplierSn: row.sn,
          supplierName: row.name,
          certType,
          certNo: `${certType.slice(0, 2).toUpperCase()}${String(2019 + (index % 5))}${String(10_000 + index * 37 + certIndex).padStart(6, '0')}`,
          issuer: `${row.province ?? ''}${issuer}`,
          validFrom: day(-1000 + index, now),
          validTo,
          required,
          ...audit,
        };
      }),
    ),
  );

  // Inquiries: draft, published (one quote in), closed with both quotes, awarded, cancelled.
  const materials = await db
    .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode })
    .from(sysMaterial)
    .where(and(like(sysMaterial.categoryCode, '1001%'), eq(sysMaterial.status, 'Active')))
    .orderBy(asc(sysMaterial.matCode))
    .limit(4);
  const plans: { title: string; status: 'draft' | 'published' | 'closed' | 'awarded' | 'cancelled'; deadline: number; quotes: number }[] = [
    { title: '2027年1月东北玉米询价', status: 'published', deadline: 5, quotes: 1 },
    { title: '2026年12月华北玉米询价', status: 'closed', deadline: -2, quotes: 2 },
    { title: '2026年11月玉米补库询价', status: 'awarded', deadline: -20, quotes: 2 },
    { title: '2027年一季度玉米询价（草稿）', status: 'draft', deadline: 20, quotes: 0 },
    { title: '2026年10月进口玉米询价', status: 'cancelled', deadline: -40, quotes: 0 },
    { title: '2027年2月玉米询价', status: 'published', deadline: 12, quotes: 0 },
  ];
  const invited = suppliers.filter((row) => row.sn === 'S0001' || row.sn === 'S0002' || row.sn === 'S0005');
  for (const [index, plan] of plans.entries()) {
    const [inquiry] = await db
      .insert(supInquiry)
      .values({
        inquiryNo: `XJ${day(plan.deadline - 10, now).replaceAll('-', '')}${String(index + 1).padStart(3, '0')}`,
        title: plan.title,
        orgCode: '101001',
        orgName: '河北饲料有限公司',
        categoryCode: '1001',
        categoryName: '玉米',
        deadline: new Date(now.getTime() + plan.deadline * 86_400_000),
        status: plan.status,
        awardedSupplierSn: plan.status === 'awarded' ? 'S0001' : null,
        ...audit,
      })
      .returning({ id: supInquiry.id });
    if (!inquiry) continue;
    const lines = await db
      .insert(supInquiryLine)
      .values(
        materials.slice(0, 2).map((material, lineIndex) => ({
          inquiryId: inquiry.id,
          lineNo: lineIndex + 1,
          matCode: material.matCode,
          matName: material.matName,
          quantity: lineIndex === 0 ? '3000.000' : '1500.000',
          unitCode: material.unitCode ?? 'T',
          deliveryStart: day(plan.deadline + 10, now),
          deliveryEnd: day(plan.deadline + 40, now),
          ...audit,
        })),
      )
      .returning({ id: supInquiryLine.id, lineNo: supInquiryLine.lineNo });
    if (plan.status === 'draft') continue;
    await db.insert(supInquirySupplier).values(invited.map((row) => ({ inquiryId: inquiry.id, supplierSn: row.sn, supplierName: row.name, ...audit })));
    const quoting = invited.slice(0, plan.quotes);
    if (quoting.length === 0 || lines.length === 0) continue;
    await db.insert(supInquiryQuote).values(
      quoting.flatMap((row, supplierIndex) =>
        lines.map((line) => ({
          inquiryId: inquiry.id,
          lineId: line.id,
          supplierSn: row.sn,
          priceWithTax: `${2_650 + supplierIndex * 35 - line.lineNo * 10}.00`,
          quantity: line.lineNo === 1 ? '3000.000' : '1500.000',
          deliveryDate: day(plan.deadline + 15, now),
          validUntil: day(plan.deadline + 30, now),
          ...audit,
        })),
      ),
    );
  }
}
