import styled from '@emotion/styled';
import { TextField } from '@srm/design-system';
import type { SaleOrderDetail } from '@srm/gateway/api';
import { useEffect, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { DialogBody } from '../../../shell/dialogLayout';
import { SaveDialog, SaveProblemNote, useSaveDialog } from '../../../shell/SaveDialog';
import { allocateSaleLine, fetchAllocatable } from '../api/saleApi';
import { allocationKey, allocationProblem, openSaleLines, toAllocateBodies, type AllocationGroup } from './saleDraft';

/**
 * 分配 of a sales order: per sale line with quantity left, the purchase lines that may feed it (GET
 * …/allocatable: same org and material, allocatable status, quantity left) with 采购订单号, 行号,
 * 供应商, 可分配数量 and a 分配数量 input each. 确定 checks the sums exactly and sends one POST
 * …/allocate per sale line; a refusal (超出可分配数量 …) shows in the dialog.
 */
export function AllocateDialog({ detail, onClose, onSaved }: { detail: SaleOrderDetail; onClose: () => void; onSaved: () => void }) {
  const t = useAppT();
  const title = t('order.sale.allocateTitle');
  const [groups, setGroups] = useState<AllocationGroup[] | null>(null);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const { problem, isSaving, refuse, run } = useSaveDialog({ conflictText: t('order.sale.conflict'), shownStatuses: [400, 422] });

  useEffect(() => {
    let live = true;
    const lines = openSaleLines(detail.lines);
    void Promise.all(lines.map(async (saleLine) => ({ saleLine, candidates: (await unlessFailed(fetchAllocatable(saleLine.id))) ?? [] }))).then((found) => {
      if (live) setGroups(found);
    });
    return () => {
      live = false;
    };
  }, [detail]);

  const save = () => {
    if (!groups) return;
    const found = allocationProblem(groups, typed, t);
    if (found) {
      refuse(found);
      return;
    }
    void run(
      async () => {
        let last: { message?: string | null } = {};
        for (const body of toAllocateBodies(groups, typed)) last = await allocateSaleLine(body);
        return last;
      },
      { savedText: t('order.sale.allocated'), onSaved },
    );
  };

  return (
    <SaveDialog title={title} width="large" isLoading={groups === null} cancelLabel={t('order.sale.cancel')} saveLabel={t('order.sale.confirm')} isSaving={isSaving} problem={problem} onSave={save} onClose={onClose}>
      <Body aria-label={title}>
        <SaveProblemNote problem={problem} />
        <p>{`${t('order.sale.orderNo')}：${detail.orderNo}`}</p>
        {groups !== null && groups.length === 0 ? <p>{t('order.sale.nothingToAllocate')}</p> : null}
        {(groups ?? []).map(({ saleLine, candidates }) => {
          const caption = t('order.sale.allocateLineTitle', { lineNo: saleLine.lineNo, matName: saleLine.matName, unallocated: saleLine.unallocatedQuantity });
          return (
            <table key={saleLine.id} aria-label={caption}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('order.sale.purchaseOrderNo')}</th>
                  <th scope="col">{t('order.sale.purchaseLineNo')}</th>
                  <th scope="col">{t('order.sale.supplier')}</th>
                  <th scope="col">{t('order.sale.availableQuantity')}</th>
                  <th scope="col">{t('order.sale.allocateQuantity')}</th>
                </tr>
              </thead>
              <tbody>
                {candidates.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{t('order.sale.noAllocatable')}</td>
                  </tr>
                ) : (
                  candidates.map((candidate) => {
                    const key = allocationKey(saleLine.id, candidate.purchaseLineId);
                    return (
                      <tr key={candidate.purchaseLineId}>
                        <th scope="row">{candidate.purchaseOrderNo}</th>
                        <td>{candidate.lineNo}</td>
                        <td>{candidate.supplierName}</td>
                        <td>{candidate.availableQuantity}</td>
                        <td>
                          <TextField
                            aria-label={t('order.sale.allocationField', { purchaseOrderNo: candidate.purchaseOrderNo, lineNo: candidate.lineNo })}
                            inputMode="decimal"
                            maxLength={20}
                            value={typed[key] ?? ''}
                            onChange={(value) => setTyped((current) => ({ ...current, [key]: value }))}
                          />
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          );
        })}
      </Body>
    </SaveDialog>
  );
}

const Body = styled(DialogBody)`
  p {
    margin: 0;
  }
  table {
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
  }
`;
