import { Button, DatePicker, Select, TextField, type SelectValue } from '@srm/design-system';
import type { SaleRecordReportBody, SaleRecordReportRow } from '@srm/gateway/api';
import { useEffect, useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { FieldGrid } from '../../../shell/dialogLayout';
import { fetchCompanies } from '../api/purchaseApi';
import { SALE_BUTTONS } from '../sale/saleList';
import { Num, RowButtons, Rows } from '../tableStyles';
import { defaultReportFilters, isReportRangeValid, reportBodyOf, reportTotals, type SaleReportFilters } from './saleReport';
import { exportSaleRecordReport, fetchSaleRecordReport } from './saleReportApi';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : String(Array.isArray(value) ? (value[0] ?? '') : value) || null);
const nameOf = (name: string | null, code: string) => name || code;

/**
 * 发运报表 of 销售订单 (issue 26): 开始日期 / 结束日期 (this month at first), 销售组织 and 物料编码; 查询
 * asks POST …/recordReport, the table shows a row per day, seller, customer and material with a 合计
 * row summed exactly; 导出 (order:sale:export) downloads the same rows as an .xlsx.
 */
export function SaleReportTab({ today }: { today?: Date }) {
  const t = useAppT();
  const { hasRole } = useOwnedCodes();
  const [filters, setFilters] = useState<SaleReportFilters>(() => defaultReportFilters(today));
  const [asked, setAsked] = useState<{ body: SaleRecordReportBody }>(() => ({ body: reportBodyOf(filters) }));
  const [answer, setAnswer] = useState<{ asked: { body: SaleRecordReportBody }; rows: SaleRecordReportRow[] | null } | null>(null);
  const [isExporting, setExporting] = useState(false);
  const companies = useRemote(fetchCompanies);
  const orgOptions = useMemo(() => (companies.data ?? []).filter((org) => org.isTradingCompany === 1).map((org) => ({ value: org.orgCode, label: org.orgName })), [companies.data]);
  const rows = answer?.rows ?? null;
  const isLoading = answer?.asked !== asked;
  const totals = useMemo(() => reportTotals(rows ?? []), [rows]);
  const rangeValid = isReportRangeValid(filters);
  const patch = (change: Partial<SaleReportFilters>) => setFilters((current) => ({ ...current, ...change }));

  // Each 查询 (a new `asked`, even with the same filters) loads the rows; a failure keeps the last ones.
  useEffect(() => {
    let live = true;
    void unlessFailed(fetchSaleRecordReport(asked.body)).then((loaded) => {
      if (live) setAnswer((current) => ({ asked, rows: loaded ?? current?.rows ?? null }));
    });
    return () => {
      live = false;
    };
  }, [asked]);

  const exportRows = async () => {
    setExporting(true);
    try {
      await exportSaleRecordReport(reportBodyOf(filters), `${t('order.report.exportFileName')}.xlsx`);
    } catch {
      // The failure's message is already shown by the blob call.
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-label={t('order.report.tab')}>
      <form
        role="search"
        aria-label={t('order.report.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          if (isReportRangeValid(filters)) setAsked({ body: reportBodyOf(filters) });
        }}
      >
        <FieldGrid columns={4}>
          <DatePicker label={t('order.report.from')} isRequired value={filters.from} onChange={(from) => patch({ from: from ?? '' })} />
          <DatePicker label={t('order.report.to')} isRequired value={filters.to} onChange={(to) => patch({ to: to ?? '' })} />
          <Select label={t('order.report.org')} isFilterable isLoading={companies.isLoading} options={orgOptions} value={filters.orgCode} onChange={(value) => patch({ orgCode: keyOf(value) })} />
          <TextField label={t('order.report.matCode')} value={filters.matCode} onChange={(matCode) => patch({ matCode })} />
        </FieldGrid>
        {rangeValid ? null : <p role="alert">{t('order.report.badRange')}</p>}
        <RowButtons>
          <Button variant="primary" type="submit" isDisabled={!rangeValid || isLoading}>
            {t('order.report.query')}
          </Button>
          {hasRole(SALE_BUTTONS.exportList) ? (
            <Button isDisabled={!rangeValid || isExporting} onPress={() => void exportRows()}>
              {t('order.report.export')}
            </Button>
          ) : null}
        </RowButtons>
      </form>
      <Rows aria-busy={isLoading}>
        <caption>{t('order.report.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.report.shipDate')}</th>
            <th scope="col">{t('order.report.org')}</th>
            <th scope="col">{t('order.report.customer')}</th>
            <th scope="col">{t('order.report.material')}</th>
            <th scope="col">{t('order.report.shipments')}</th>
            <th scope="col">{t('order.report.shippedQuantity')}</th>
            <th scope="col">{t('order.report.confirmedQuantity')}</th>
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => (
            <tr key={`${row.shipDate}|${row.orgCode}|${row.customerOrgCode}|${row.matCode}`}>
              <td>{row.shipDate}</td>
              <td>{nameOf(row.orgName, row.orgCode)}</td>
              <td>{nameOf(row.customerOrgName, row.customerOrgCode)}</td>
              <td>
                {row.matName}（{row.matCode}）
              </td>
              <Num>{row.shipments}</Num>
              <Num>{row.shippedQuantity}</Num>
              <Num>{row.confirmedQuantity}</Num>
            </tr>
          ))}
          {rows !== null && rows.length === 0 ? (
            <tr>
              <td colSpan={7}>{t('order.report.empty')}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('order.report.total')}
            </th>
            <Num>{totals.shipments}</Num>
            <Num>{totals.shippedQuantity}</Num>
            <Num>{totals.confirmedQuantity}</Num>
          </tr>
        </tfoot>
      </Rows>
    </section>
  );
}
