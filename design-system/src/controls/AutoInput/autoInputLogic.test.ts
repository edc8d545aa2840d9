import { describe, expect, it } from 'vitest';
import { toSelectOptions } from '../selectCore/options';
import { localSuggestions, optionForText } from './autoInputLogic';

const options = toSelectOptions(['大连港', '大连北良港', '锦州港', '营口港']);

describe('localSuggestions', () => {
  it.each([
    ['', ['大连港', '大连北良港', '锦州港', '营口港']],
    ['大连', ['大连港', '大连北良港']],
    ['锦州港', []],
    ['天津', []],
  ])('suggests for %j: %j', (text, labels) => {
    expect(localSuggestions(options, text, 9999).map((o) => o.label)).toEqual(labels);
  });

  it('keeps an exact match while other suggestions still fit', () => {
    expect(localSuggestions(toSelectOptions(['大连港', '大连港二期']), '大连港', 9999).map((o) => o.label)).toEqual(['大连港', '大连港二期']);
  });

  it('stops at the cap', () => {
    expect(localSuggestions(options, '港', 2)).toHaveLength(2);
  });
});

describe('optionForText', () => {
  it.each([
    ['锦州港', '锦州港'],
    ['锦州', undefined],
  ])('finds the option labelled %j', (text, label) => {
    expect(optionForText(options, text)?.label).toBe(label);
  });
});
