/**
 * The patterns of the format rules (spec 01 §5 "Format helpers"). Each is anchored and matches
 * the whole text; the rule functions in `rules.ts` add the checks a pattern cannot make.
 */
const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_BODY = `${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}`;
const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const HOST_LABEL = '[A-Za-z0-9\\u00a1-\\uffff](?:[A-Za-z0-9\\u00a1-\\uffff-]{0,61}[A-Za-z0-9\\u00a1-\\uffff])?';

export const patterns = {
  /** An e-mail address with a dotted domain: `buyer@example.com`. */
  email: /* @__PURE__ */ new RegExp(`^${EMAIL_BODY}$`),
  /** An http(s) address with a host (domain, localhost or IPv4), optional port, path, query and hash. */
  url: /* @__PURE__ */ new RegExp(
    `^https?://(?:[^\\s:@/]+(?::[^\\s@/]*)?@)?` +
      `(?:localhost|(?:${IPV4_OCTET}\\.){3}${IPV4_OCTET}|(?:${HOST_LABEL}\\.)+[A-Za-z\\u00a1-\\uffff]{2,63})` +
      `(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
    'i',
  ),
  /** A mailto link: one or more addresses separated by commas, optional query (`?subject=…`). */
  mailto: /* @__PURE__ */ new RegExp(`^mailto:${EMAIL_BODY}(?:,${EMAIL_BODY})*(?:\\?\\S*)?$`, 'i'),
  /** A tel link: optional + and opening bracket, then digits with - . space or brackets between them. */
  tel: /^tel:\+?\(?\d(?:[\d\-. ()]*\d)?$/i,
  /** A mobile number: 11 digits starting with 1. */
  mobile: /^1\d{10}$/,
  /**
   * A landline: optional area code (0 and 2-3 digits, then `-` or nothing, or in brackets), a local
   * number of 7-8 digits not starting with 0 or 1, optional extension `-1` to `-999999`; or a
   * 400/800 service number.
   */
  landline: /^(?:(?:0\d{2,3}-?|\(0\d{2,3}\))?[2-9]\d{6,7}(?:-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/,
  /** A date text YYYY-MM-DD (the calendar check is in `isDateText`). */
  date: /^\d{4}-\d{2}-\d{2}$/,
  /** A non-negative amount with at most 2 decimals and no leading zeros: 0, 0.5, 12.34. */
  amount: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/,
  /** A positive integer without leading zeros. */
  positiveInteger: /^[1-9]\d*$/,
  /** An amount with at most 2 decimals from 0 to 999999.99. */
  boundedAmount: /^(?:0|[1-9]\d{0,5})(?:\.\d{1,2})?$/,
  /** A bank account: digits only. */
  bankAccount: /^\d+$/,
  /**
   * A Chinese vehicle plate (GA 36): the province's character, the issuing office's letter, then 5
   * letters or digits (no I or O), or 6 for a new-energy plate, or 4 and a 挂/学/警/港/澳 suffix.
   */
  plateNo:
    /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{5,6}|[A-HJ-NP-Z0-9]{4}[挂学警港澳])$/,
} as const;
