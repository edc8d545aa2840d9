/**
 * The messages of the mobile market part (issue 28, part G2: sale-info and buy-info) and their place in
 * the catalogue (core/message-catalogue.ts). The format rules' own words (手机号有误, the date's
 * message: the design system's validation messages) may be catalogued by another part too: those are
 * registered here only when not catalogued yet. 数量须大于0 (contract.quantityPositive) and 组织不存在：…
 * (lookups.unknownOrg) are the contract's and the lookups' texts, catalogued there.
 */
import { validationMessages } from '@srm/rules';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, translateMessage, type MessageEntry } from '../../core/message-catalogue.js';

const FORMAT = validationMessages['zh-CN'];

const SALE_INFO_LABEL = '销售信息';
const BUY_INFO_LABEL = '收购价格';

export const MOBILE_MARKET_MESSAGES = {
  saleInfoNotFound: SAVE_MESSAGES.notFound(SALE_INFO_LABEL),
  buyInfoNotFound: SAVE_MESSAGES.notFound(BUY_INFO_LABEL),
  saleInfoSomeMissing: SAVE_MESSAGES.someMissing(SALE_INFO_LABEL),
  buyInfoSomeMissing: SAVE_MESSAGES.someMissing(BUY_INFO_LABEL),
  quantityPositive: '数量须大于0',
  quantityScale: '数量最多3位小数',
  quantityTooLarge: '数量不能超过999999999999.999',
  pricePositive: '单价须大于0',
  priceScale: '单价最多2位小数',
  priceTooLarge: '单价不能超过9999999999.99',
  contactNameRequired: '请填写联系人',
  siteNameRequired: '请填写收购点',
  mobileInvalid: FORMAT.mobile,
  dateInvalid: FORMAT.date,
  varietyUnknown: '品种不存在',
  validUntilPast: '有效期至不能早于今天',
  orgUnknown: (code: string) => `组织不存在：${code}`,
  duplicateBuyInfo: (varietyName: string) => `该收购点已有${varietyName}的收购价格`,
} as const;

const M = MOBILE_MARKET_MESSAGES;

/** Texts other parts may write in the same words: registered only if not yet catalogued. */
const SHARED_TEXTS: readonly MessageEntry[] = [
  { key: 'mobile.market.mobileInvalid', zh: M.mobileInvalid, en: 'Invalid mobile number' },
  { key: 'mobile.market.dateInvalid', zh: M.dateInvalid, en: 'Invalid date; use YYYY-MM-DD' },
];

export const MOBILE_MARKET_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'list.notFound', zh: M.saleInfoNotFound, en: 'The sale offer does not exist or you may not see it' },
  { key: 'list.notFound', zh: M.buyInfoNotFound, en: 'The buying price does not exist or you may not see it' },
  { key: 'list.someMissing', zh: M.saleInfoSomeMissing, en: 'Some sale offers do not exist or you may not delete them; nothing was deleted' },
  { key: 'list.someMissing', zh: M.buyInfoSomeMissing, en: 'Some buying prices do not exist or you may not delete them; nothing was deleted' },
  { key: 'mobile.market.quantityScale', zh: M.quantityScale, en: 'The quantity has at most 3 decimals' },
  { key: 'mobile.market.quantityTooLarge', zh: M.quantityTooLarge, en: 'The quantity cannot exceed 999999999999.999' },
  { key: 'mobile.market.pricePositive', zh: M.pricePositive, en: 'The price must be greater than 0' },
  { key: 'mobile.market.priceScale', zh: M.priceScale, en: 'The price has at most 2 decimals' },
  { key: 'mobile.market.priceTooLarge', zh: M.priceTooLarge, en: 'The price cannot exceed 9999999999.99' },
  { key: 'mobile.market.contactNameRequired', zh: M.contactNameRequired, en: 'Enter the contact' },
  { key: 'mobile.market.siteNameRequired', zh: M.siteNameRequired, en: 'Enter the buying site' },
  { key: 'mobile.market.varietyUnknown', zh: M.varietyUnknown, en: 'The grain variety does not exist' },
  { key: 'mobile.market.validUntilPast', zh: M.validUntilPast, en: 'The valid-until date cannot be before today' },
  { key: 'mobile.market.duplicateBuyInfo', zh: /^该收购点已有(.+?)的收购价格$/, en: 'The buying site already has a price for {1}' },
];

registerMessages([...MOBILE_MARKET_MESSAGE_TEXTS, ...SHARED_TEXTS.filter((entry) => translateMessage(entry.zh as string, 'en') === undefined)]);
