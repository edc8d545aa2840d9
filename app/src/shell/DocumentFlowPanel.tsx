import styled from '@emotion/styled';
import { Button, formatAmount, Spinner } from '@srm/design-system';
import { useEffect, useId, useState } from 'react';
import { DETAIL_LOAD } from '../api/http';
import { fetchDocumentFlow, orderedNodes, type DocumentFlowNode, type DocumentFlowType } from '../api/documentFlow';
import { appCatalogues, type AppMessageKey } from '../i18n/messages';
import { useAppT, type AppT } from '../i18n/useAppT';
import { Panel } from './detailStyles';

export interface DocumentFlowPanelProps {
  /** The document's type and id. */
  type: DocumentFlowType;
  id: number;
  /** Open on first render (the panel loads when opened; closed by default). */
  defaultExpanded?: boolean;
}

/** Where each type's status texts live in the catalogue (`contract.status.APPROVED` …). */
const STATUS_PREFIX: Readonly<Record<DocumentFlowType, string>> = {
  contract: 'contract.status',
  pick: 'pick.status',
  shipping: 'shipping.status',
  check: 'check.status',
  invoice: 'invoice.status',
  payment: 'payment.status',
};

/** A node's status in words when the catalogue has it, else as the gateway sent it. */
export function flowStatusText(node: Pick<DocumentFlowNode, 'type' | 'status'>, t: AppT): string {
  if (!node.status) return '-';
  const key = `${STATUS_PREFIX[node.type] ?? node.type}.${node.status}`;
  return Object.hasOwn(appCatalogues['zh-CN'], key) ? t(key as AppMessageKey) : node.status;
}

const typeKey = (type: DocumentFlowType) => `docFlow.type.${type}` as AppMessageKey;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; nodes: DocumentFlowNode[] };

/**
 * 单据流 (issue 25): a panel of a document's detail listing the documents up and down its chain (合同 →
 * 提货单 → 发运单 → 对账单 → 发票 → 付款申请) the user may see, each with 位置 (上游, 当前单据, 下游),
 * 单据类型, 单据号, 状态, 数量 and 金额; the document itself is marked (aria-current). The heading is a
 * disclosure button (aria-expanded): the flow loads when the panel opens; 暂无上下游单据 when there is
 * nothing, 单据流加载失败 with 重新加载 when the call failed.
 */
export function DocumentFlowPanel({ type, id, defaultExpanded = false }: DocumentFlowPanelProps) {
  const t = useAppT();
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [request, setRequest] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const requestKey = `${type}:${id}:${request}`;
  const shown: Loaded = loaded?.key === requestKey ? loaded.value : { state: 'loading' };

  useEffect(() => {
    if (!expanded) return;
    let current = true;
    fetchDocumentFlow(type, id, DETAIL_LOAD).then(
      (flow) => current && setLoaded({ key: requestKey, value: { state: 'ready', nodes: orderedNodes(flow?.nodes ?? []) } }),
      () => current && setLoaded({ key: requestKey, value: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [expanded, id, requestKey, type]);

  const position = (node: DocumentFlowNode) => (node.current ? t('docFlow.current') : node.upstream ? t('docFlow.upstream') : t('docFlow.downstream'));

  return (
    <Panel aria-labelledby={headingId} data-document-flow={type}>
      <h2 id={headingId}>
        <Toggle type="button" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded((open) => !open)}>
          <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {t('docFlow.title')}
        </Toggle>
      </h2>
      {expanded ? (
        <div id={bodyId}>
          {shown.state === 'loading' ? (
            <Note role="status">
              <Spinner size="small" /> {t('docFlow.loading')}
            </Note>
          ) : null}
          {shown.state === 'failed' ? (
            <Note role="alert">
              {t('docFlow.failed')}
              <Button variant="text" onPress={() => setRequest((count) => count + 1)}>
                {t('docFlow.reload')}
              </Button>
            </Note>
          ) : null}
          {shown.state === 'ready' && shown.nodes.length === 0 ? <Note>{t('docFlow.empty')}</Note> : null}
          {shown.state === 'ready' && shown.nodes.length > 0 ? (
            <Scroll>
              <FlowTable aria-label={t('docFlow.title')}>
                <thead>
                  <tr>
                    <th scope="col">{t('docFlow.position')}</th>
                    <th scope="col">{t('docFlow.type')}</th>
                    <th scope="col">{t('docFlow.no')}</th>
                    <th scope="col">{t('docFlow.status')}</th>
                    <th scope="col">{t('docFlow.quantity')}</th>
                    <th scope="col">{t('docFlow.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.nodes.map((node) => (
                    <tr key={`${node.type}:${node.id}`} aria-current={node.current ? 'true' : undefined} data-type={node.type}>
                      <td>{position(node)}</td>
                      <td>{t(typeKey(node.type))}</td>
                      <th scope="row">{node.no}</th>
                      <td>{flowStatusText(node, t)}</td>
                      <td data-number>{node.quantity ?? '-'}</td>
                      <td data-number>{node.amount === null || node.amount === undefined ? '-' : formatAmount(node.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </FlowTable>
            </Scroll>
          ) : null}
        </div>
      ) : null}
    </Panel>
  );
}

const Toggle = styled.button`
  all: unset;
  cursor: pointer;
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: center;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Note = styled.div`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const FlowTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  tbody th {
    font-weight: normal;
  }
  td[data-number] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  tr[aria-current='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;
