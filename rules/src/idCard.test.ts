import { describe, expect, it } from 'vitest';
import { checkIdCard, idCardCheckChar, ID_CARD_PROVINCES, isIdCard, type IdCardProblem } from './idCard';

const today = new Date(2024, 5, 15); // 2024-06-15, local time

/** A valid number from a region, a birthday and a sequence, with its computed check character. */
const withCheck = (first17: string) => first17 + idCardCheckChar(first17);

describe('checkIdCard', () => {
  it.each<[string, unknown, IdCardProblem | null]>([
    ['the GB 11643 example with X', '11010519491231002X', null],
    ['the GB 11643 example with a digit', '440524188001010014', null],
    ['lower-case x', '11010519491231002x', null],
    ['leap day birthday', withCheck('32010220000229123'), null],
    ['born today', withCheck('31010120240615123'), null],
    ['Hong Kong region', withCheck('81000019900101123'), null],
    ['Xinjiang region', withCheck('65010219900101123'), null],
    ['wrong check digit', '110105194912310021', 'checksum'],
    ['X where a digit belongs', '44052418800101001X', 'checksum'],
    ['one digit changed', '11010519491231003X', 'checksum'],
    ['17 digits', '11010519491231002', 'format'],
    ['19 characters', '11010519491231002X1', 'format'],
    ['15-digit old number', '110105491231002', 'format'],
    ['X in the middle', '1101051949123X0021', 'format'],
    ['spaces', ' 11010519491231002X', 'format'],
    ['empty', '', 'format'],
    ['a number', 110105194912310020, 'format'],
    ['null', null, 'format'],
    ['region 00', withCheck('00010519491231002'), 'region'],
    ['region 10', withCheck('10010519491231002'), 'region'],
    ['region 16', withCheck('16010519491231002'), 'region'],
    ['region 91 (abroad)', withCheck('91010519491231002'), 'region'],
    ['region 99', withCheck('99010519491231002'), 'region'],
    ['29 February in a common year', withCheck('32010220230229123'), 'birthday'],
    ['29 February 1900', withCheck('32010219000229123'), 'birthday'],
    ['month 13', withCheck('32010219901301123'), 'birthday'],
    ['day 32', withCheck('32010219900132123'), 'birthday'],
    ['31 April', withCheck('32010219900431123'), 'birthday'],
    ['year 0000', withCheck('32010200000101123'), 'birthday'],
    ['born tomorrow', withCheck('31010120240616123'), 'birthday'],
    ['born next year', withCheck('31010120250101123'), 'birthday'],
  ])('%s (%j) -> %s', (_name, value, expected) => {
    expect(checkIdCard(value, today)).toBe(expected);
    expect(isIdCard(value, today)).toBe(expected === null);
  });

  it('computes each check character of the MOD 11-2 table', () => {
    // 11010519491231002 -> X (sum % 11 = 2), 44052418800101001 -> 4.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
    const seen = new Set<string>();
    for (let seq = 0; seq < 200; seq += 1) seen.add(idCardCheckChar(`1101051990010${String(seq).padStart(3, '0')}1`));
    expect([...seen].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']);
  });

  it('knows the 34 province-level regions', () => {
    expect(Object.keys(ID_CARD_PROVINCES)).toHaveLength(34);
    expect(ID_CARD_PROVINCES['13']).toBe('河北');
  });

  it('checks against the current day by default', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard(withCheck('110105209912310021'.slice(0, 17)))).toBe(false);
  });
});
