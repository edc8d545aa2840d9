/** termGrams (issue 29): the grams a contains term asks a column's srm_grams to hold. */
import { describe, expect, it } from 'vitest';
import { arrayLiteral, containsGrams, termGrams } from './grams.js';

describe('termGrams', () => {
  it('asks one character for a one-character term', () => {
    expect(termGrams('粮')).toEqual(['粮']);
    expect(termGrams('A')).toEqual(['a']);
    expect(termGrams('%')).toEqual(['%']);
  });

  it('asks the adjacent pairs, lower-cased and distinct, for a longer term', () => {
    expect(termGrams('中粮')).toEqual(['中粮']);
    expect(termGrams('北大荒')).toEqual(['北大', '大荒']);
    expect(termGrams('AbAb')).toEqual(['ab', 'ba']);
    expect(termGrams('哈哈哈')).toEqual(['哈哈']);
    expect(termGrams('a_%9')).toEqual(['a_', '_%', '%9']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(termGrams('𠀀粮')).toEqual(['𠀀粮']);
    expect(termGrams('𠀀')).toEqual(['𠀀']);
  });

  it('leaves out a gram with a cased letter outside ASCII, whose lower case the database decides', () => {
    expect(termGrams('É')).toEqual([]);
    expect(termGrams('中É粮')).toEqual([]);
    expect(termGrams('中粮É')).toEqual(['中粮']);
    expect(termGrams('\u212a')).toEqual([]); // the Kelvin sign lower-cases to an ASCII k
  });

  it('asks nothing of an empty term', () => {
    expect(termGrams('')).toEqual([]);
  });
});

describe('arrayLiteral', () => {
  it('quotes every element, escaping quotes and backslashes', () => {
    expect(arrayLiteral(['中粮', 'a,b', '"', '\\', '{}', ' '])).toBe('{"中粮","a,b","\\"","\\\\","{}"," "}');
    expect(arrayLiteral([])).toBe('{}');
  });
});

describe('containsGrams', () => {
  it('narrows a term of one or two characters by its grams', () => {
    expect(containsGrams('粮')).toBe('{"粮"}');
    expect(containsGrams('中粮')).toBe('{"中粮"}');
    expect(containsGrams('"\\')).toBe('{"\\"\\\\"}');
  });

  it('leaves a longer term, or one without a sure gram, to the ILIKE (and the trigram index)', () => {
    expect(containsGrams('北大荒')).toBeUndefined();
    expect(containsGrams('É')).toBeUndefined();
    expect(containsGrams('')).toBeUndefined();
  });
});
