import { describe, expect, it } from 'vitest';
import { rawMaterialDemand, shareOf } from './feed-demand.js';

describe('raw-material demand from feed sales', () => {
  it('multiplies tonnes by the percent exactly', () => {
    expect(shareOf('1000', '62.5')).toBe('625');
    expect(shareOf('333.333', '18.75')).toBe('62.4999375');
    expect(shareOf('0.1', '0.3')).toBe('0.0003');
    expect(shareOf('0', '50')).toBe('0');
  });

  it('sums each material over the feed kinds, adding sales of one kind first', () => {
    const demand = rawMaterialDemand(
      [
        { feedKind: 'pig', tonnes: '1200.5' },
        { feedKind: 'poultry', tonnes: '800' },
        { feedKind: 'pig', tonnes: '0.5' },
        { feedKind: 'ruminant', tonnes: '300' },
      ],
      [
        { feedKind: 'pig', matCode: 'M-CORN', matName: '玉米', inclusionRate: '62.5' },
        { feedKind: 'poultry', matCode: 'M-CORN', matName: '玉米', inclusionRate: '58.30' },
        { feedKind: 'pig', matCode: 'M-SBM', matName: '豆粕', inclusionRate: '18.75' },
        { feedKind: 'sheep', matCode: 'M-BRAN', matName: '小麦麸', inclusionRate: '10' },
      ],
    );
    expect(demand.map((row) => [row.matCode, row.quantity])).toEqual([
      ['M-CORN', '1217.025'],
      ['M-SBM', '225.1875'],
    ]);
    expect(demand[0]?.parts).toEqual([
      { feedKind: 'pig', tonnes: '1201', inclusionRate: '62.5', quantity: '750.625' },
      { feedKind: 'poultry', tonnes: '800', inclusionRate: '58.3', quantity: '466.4' },
    ]);
  });

  it('answers nothing without sales or rates', () => {
    expect(rawMaterialDemand([], [{ feedKind: 'pig', matCode: 'M', matName: null, inclusionRate: '1' }])).toEqual([]);
    expect(rawMaterialDemand([{ feedKind: 'pig', tonnes: '5' }], [])).toEqual([]);
  });
});
