import styled from '@emotion/styled';
import { Drawer } from '@srm/design-system';
import type { Material } from '@srm/gateway/api';
import { useCallback, type ReactNode } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { fetchMaterialDetail } from '../api/masterApi';
import { percentText } from '../shared/masterFormat';
import { DetailBody } from '../../../shell/detailStyles';

/** One table of the drawer: a caption, its column headings and rows of texts. */
function DetailTable({ caption, headings, rows, empty }: { caption: string; headings: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={headings.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** 物料详情: the material, its own quality standards (set on 质量指标 or imported), unit conversions and tax rates. */
export function MaterialDetailDrawer({ row, onClose }: { row: Material; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchMaterialDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const data = detail.data;
  const none = t('master.none');
  const text = (value: string | null | undefined) => value ?? '-';
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('master.material.detailTitle', { code: row.matCode })} width="large" isLoading={detail.isLoading && !data}>
      {data ? (
        <Body>
          <dl>
            <dt>{t('master.matName')}</dt>
            <dd>{data.material.matName}</dd>
            <dt>{t('master.category')}</dt>
            <dd>{data.material.categoryName ?? data.material.categoryCode}</dd>
            <dt>{t('master.spec')}</dt>
            <dd>{text(data.material.spec)}</dd>
            <dt>{t('master.unit')}</dt>
            <dd>{data.material.unitName ?? text(data.material.unitCode)}</dd>
            <dt>{t('master.status')}</dt>
            <dd>{t(`master.status.${data.material.status}`)}</dd>
          </dl>
          <DetailTable
            caption={t('master.material.indices')}
            headings={[t('master.indexCode'), t('master.indexName'), t('master.standardMin'), t('master.standardMax'), t('master.deductStep'), t('master.deductValue')]}
            rows={data.indices.map((index) => [index.indexCode, text(index.indexName), text(index.standardMin), text(index.standardMax), text(index.deductStep), text(index.deductValue)])}
            empty={none}
          />
          <DetailTable
            caption={t('master.material.conversions')}
            headings={[t('master.fromUnit'), t('master.toUnit'), t('master.rate')]}
            rows={data.conversions.map((conversion) => [conversion.fromUnit, conversion.toUnit, conversion.rate])}
            empty={none}
          />
          <DetailTable
            caption={t('master.material.taxRates')}
            headings={[t('master.effectiveDate'), t('master.taxRate')]}
            rows={data.taxRates.map((rate) => [rate.effectiveDate, percentText(rate.taxRate)])}
            empty={none}
          />
        </Body>
      ) : null}
    </Drawer>
  );
}

const Body = styled(DetailBody)`
  table {
    width: 100%;
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
