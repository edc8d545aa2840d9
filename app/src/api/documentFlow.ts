/**
 * The document flow of one document (issue 25): GET /purchase/api/v1/document-flow?type=&id= answers
 * the documents up and down its chain (contract → picks → shipments → account checks → invoices →
 * payments) the caller may see, each with its number, status, quantity and amount (the gateway's
 * `DocumentFlow` / `DocumentFlowNode` of api/settlement-invoice.ts).
 */
import type { DocumentFlow, DocumentFlowNode, DocumentFlowType } from '@srm/gateway/api';
import { request, type CallOptions } from './http';

export type { DocumentFlow, DocumentFlowNode, DocumentFlowType } from '@srm/gateway/api';

/** The chain order of the document types. */
export const DOCUMENT_FLOW_TYPES: readonly DocumentFlowType[] = ['contract', 'pick', 'shipping', 'check', 'invoice', 'payment'];

/** GET /purchase/api/v1/document-flow?type=&id=. */
export function fetchDocumentFlow(type: DocumentFlowType, id: number, options: CallOptions = {}): Promise<DocumentFlow> {
  return request<DocumentFlow>({ method: 'GET', url: '/purchase/api/v1/document-flow', data: { type, id } }, options);
}

/** The nodes in chain order (contract first, payments last), the order of the answer kept within a type. */
export function orderedNodes(nodes: readonly DocumentFlowNode[]): DocumentFlowNode[] {
  const rank = (node: DocumentFlowNode) => {
    const at = DOCUMENT_FLOW_TYPES.indexOf(node.type);
    return at < 0 ? DOCUMENT_FLOW_TYPES.length : at;
  };
  return nodes.map((node, index) => ({ node, index })).sort((a, b) => rank(a.node) - rank(b.node) || a.index - b.index).map(({ node }) => node);
}
