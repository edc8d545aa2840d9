import { isRealDate } from './date';

/**
 * The province-level codes of GB/T 2260 that open an 18-digit national ID number (its first two
 * digits), with the region's short name.
 */
export const ID_CARD_PROVINCES: Readonly<Record<string, string>> = {
  '11': '北京', '12': '天津', '13': '河北', '14': '山西', '15': '内蒙古',
  '21': '辽宁', '22': '吉林', '23': '黑龙江',
  '31': '上海', '32': '江苏', '33': '浙江', '34': '安徽', '35': '福建', '36': '江西', '37': '山东',
  '41': '河南', '42': '湖北', '43': '湖南', '44': '广东', '45': '广西', '46': '海南',
  '50': '重庆', '51': '四川', '52': '贵州', '53': '云南', '54': '西藏',
  '61': '陕西', '62': '甘肃', '63': '青海', '64': '宁夏', '65': '新疆',
  '71': '台湾', '81': '香港', '82': '澳门',
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** The check character for each weighted sum modulo 11. */
const CHECK_CHARS = '10X98765432';

/** Why an ID number is refused: its shape, its region code, its birthday, or its check character. */
export type IdCardProblem = 'format' | 'region' | 'birthday' | 'checksum';

/** The check character (0-9 or X) of the first 17 digits of an ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

function localDayKey(date: Date): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`;
}

/**
 * Checks an 18-digit national ID number (GB 11643): 17 digits and a check character (X, also
 * accepted in lower case); the first two digits a real province code; digits 7-14 a real
 * birthday (YYYYMMDD) not after `today`; the check character matching the ISO 7064 MOD 11-2 sum.
 * Returns the first problem found, or `null` when the number is valid.
 */
export function checkIdCard(value: unknown, today: Date = new Date()): IdCardProblem | null {
  if (typeof value !== 'string' || !/^\d{17}[\dXx]$/.test(value)) return 'format';
  if (!(value.slice(0, 2) in ID_CARD_PROVINCES)) return 'region';
  const birthday = value.slice(6, 14);
  const [year, month, day] = [birthday.slice(0, 4), birthday.slice(4, 6), birthday.slice(6, 8)].map(Number) as [number, number, number];
  if (!isRealDate(year, month, day) || birthday > localDayKey(today)) return 'birthday';
  if (idCardCheckChar(value) !== value[17]!.toUpperCase()) return 'checksum';
  return null;
}

/** An 18-digit national ID number passing every check of {@link checkIdCard}. */
export function isIdCard(value: unknown, today: Date = new Date()): boolean {
  return checkIdCard(value, today) === null;
}
