/**
 * 询价管理 (issue 22): the calls of an inquiry beyond its list (supplierApi.ts's fetchInquiryPage), under
 * /supplier/api/v1/inquiry (gateway modules/supplier/inquiry.ts). Quotes come sealed: before the deadline
 * staff get none and a supplier its own; after it staff get all with the lowest of each line flagged.
 * A stale version (409) is not shown by the call layer: the screen shows it in place.
 */
import type {
  InquiryAwardBody,
  InquiryAwarded,
  InquiryDetail,
  InquiryMoveBody,
  InquiryQuoteBody,
  InquiryQuoted,
  InquirySaveBody,
  InquirySaved,
} from '@srm/gateway/api';
import { request, requestEnvelope, type CallOptions } from '../../../api/http';

const API = '/supplier/api/v1/inquiry';

export const INQUIRY_URLS = {
  detail: `${API}/detail`,
  save: `${API}/save`,
  publish: `${API}/publish`,
  cancel: `${API}/cancel`,
  quote: `${API}/quote`,
  award: `${API}/award`,
} as const;

/** An inquiry write's data and the gateway's own message for it (新增成功, 发布成功, 报价成功 …). */
export interface InquiryResult<T> {
  data: T;
  message: string;
}

/** The calls that move an inquiry leave a 409 to the screen. */
const MOVE: CallOptions = { allowedCodes: [409] };

async function post<T>(url: string, body: unknown, options: CallOptions = {}): Promise<InquiryResult<T>> {
  const envelope = await requestEnvelope<T>({ url, data: body }, options);
  return { data: envelope.data, message: envelope.message };
}

/** GET detail?id=: head, lines, invited suppliers and the quotes the caller may see. */
export function fetchInquiryDetail(id: number, options: CallOptions = {}): Promise<InquiryDetail> {
  return request<InquiryDetail>({ method: 'GET', url: INQUIRY_URLS.detail, params: { id } }, options);
}

/** POST save: without id a new draft, with id and version the draft's update. */
export function saveInquiry(body: InquirySaveBody): Promise<InquiryResult<InquirySaved>> {
  return post<InquirySaved>(INQUIRY_URLS.save, body, MOVE);
}

/** POST publish {id, version}: needs a line, two invited suppliers and a deadline in the future. */
export function publishInquiry(body: InquiryMoveBody): Promise<InquiryResult<InquirySaved>> {
  return post<InquirySaved>(INQUIRY_URLS.publish, body, MOVE);
}

/** POST cancel {id, version}: a draft or a published inquiry before its deadline. */
export function cancelInquiry(body: InquiryMoveBody): Promise<InquiryResult<InquirySaved>> {
  return post<InquirySaved>(INQUIRY_URLS.cancel, body, MOVE);
}

/** POST quote (a supplier user): its quotes, replacing its earlier ones, until the deadline (then 报价已截止). */
export function submitInquiryQuote(body: InquiryQuoteBody): Promise<InquiryResult<InquiryQuoted>> {
  return post<InquiryQuoted>(INQUIRY_URLS.quote, body);
}

/** POST award {id, version, supplierSn}: after the deadline; answers the contract draft created for the winner. */
export function awardInquiry(body: InquiryAwardBody): Promise<InquiryResult<InquiryAwarded>> {
  return post<InquiryAwarded>(INQUIRY_URLS.award, body, MOVE);
}
