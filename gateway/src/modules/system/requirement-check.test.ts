import { describe, expect, it } from 'vitest';
import {
  checkLevelFor,
  decideRequirementCheck,
  placeOrg,
  REQUIREMENT_CHECK_ROLES as ROLES,
  SUPPLY_CHAIN_ROLE,
  type OrgPlace,
  type PlaceableOrg,
} from './requirement-check.js';

// BU01 > AREA01 (region NORTH) > 101001 > 10100101, and BU01 > AREA02 (region SOUTH) > 102001.
const ORGS: PlaceableOrg[] = [
  { id: 1, parentId: 0, orgCode: 'BU01', level: 3, regionCode: null },
  { id: 2, parentId: 1, orgCode: 'AREA01', level: 4, regionCode: 'NORTH' },
  { id: 3, parentId: 1, orgCode: 'AREA02', level: 4, regionCode: 'SOUTH' },
  { id: 4, parentId: 2, orgCode: '101001', level: 6, regionCode: null },
  { id: 5, parentId: 2, orgCode: '101002', level: 6, regionCode: 'NORTH' },
  { id: 6, parentId: 3, orgCode: '102001', level: 6, regionCode: 'SOUTH' },
  { id: 7, parentId: 4, orgCode: '10100101', level: 7, regionCode: null },
];
const byId = new Map(ORGS.map((org) => [org.id, org]));
const place = (code: string): OrgPlace => placeOrg(ORGS.find((org) => org.orgCode === code) as PlaceableOrg, byId);
const roles = (...codes: string[]) => new Set(codes);
const everywhere = () => true;

describe('placeOrg', () => {
  it('finds the company, area, region and BU above an inventory org', () => {
    expect(place('10100101')).toEqual({ orgCode: '10100101', companyCode: '101001', areaCode: 'AREA01', regionCode: 'NORTH', buCode: 'BU01' });
  });

  it('takes the region of the area when the org has none of its own', () => {
    expect(place('101001').regionCode).toBe('NORTH');
  });

  it('leaves the narrower places empty for a BU', () => {
    expect(place('BU01')).toEqual({ orgCode: 'BU01', companyCode: null, areaCode: null, regionCode: null, buCode: 'BU01' });
  });

  it('stops on a parent cycle', () => {
    const a: PlaceableOrg = { id: 1, parentId: 2, orgCode: 'A', level: 6, regionCode: null };
    const b: PlaceableOrg = { id: 2, parentId: 1, orgCode: 'B', level: 4, regionCode: 'R' };
    expect(placeOrg(a, new Map([[1, a], [2, b]]))).toMatchObject({ companyCode: 'A', areaCode: 'B', regionCode: 'R' });
  });
});

describe('checkLevelFor: the narrowest role that applies decides', () => {
  const table: [string, string[], string | null][] = [
    ['no requirement role', ['buyer'], null],
    ['company only', [ROLES.company], 'company'],
    ['company and industry: company is narrower', [ROLES.industry, ROLES.company], 'company'],
    ['area and district: area is narrower', [ROLES.district, ROLES.area], 'area'],
    ['district and industry', [ROLES.industry, ROLES.district], 'district'],
    ['industry only', [ROLES.industry], 'industry'],
    ['supply chain ignores company and area roles', [SUPPLY_CHAIN_ROLE, ROLES.company, ROLES.area, ROLES.industry], 'industry'],
    ['supply chain with district', [SUPPLY_CHAIN_ROLE, ROLES.company, ROLES.district], 'district'],
    ['supply chain with only company and area roles has no check', [SUPPLY_CHAIN_ROLE, ROLES.company, ROLES.area], null],
  ];
  it.each(table)('%s', (_label, held, level) => {
    expect(checkLevelFor(roles(...held))).toBe(level);
  });
});

describe('decideRequirementCheck', () => {
  it('requires each given company under a company check', () => {
    const result = decideRequirementCheck({ roleCodes: roles(ROLES.company), orgs: [place('101002'), place('101001')], mayUse: everywhere });
    expect(result).toEqual({
      checkRole: ROLES.company,
      checkLevel: 'company',
      requiredOrgCodes: ['101001', '101002'],
      allowed: true,
      message: '按公司校验需求：101001、101002',
    });
  });

  it('folds companies of one area into that area under an area check', () => {
    const result = decideRequirementCheck({ roleCodes: roles(ROLES.area), orgs: [place('101001'), place('101002'), place('102001')], mayUse: everywhere });
    expect(result.requiredOrgCodes).toEqual(['AREA01', 'AREA02']);
  });

  it('requires the regions under a district check', () => {
    const result = decideRequirementCheck({ roleCodes: roles(ROLES.district), orgs: [place('10100101'), place('102001')], mayUse: everywhere });
    expect(result).toMatchObject({ checkRole: ROLES.district, requiredOrgCodes: ['NORTH', 'SOUTH'] });
  });

  it('requires the BU under an industry check', () => {
    const result = decideRequirementCheck({ roleCodes: roles(ROLES.industry), orgs: [place('101001'), place('102001')], mayUse: everywhere });
    expect(result.requiredOrgCodes).toEqual(['BU01']);
  });

  it('requires a broader org as itself under a narrower check', () => {
    const result = decideRequirementCheck({ roleCodes: roles(ROLES.company), orgs: [place('AREA01')], mayUse: everywhere });
    expect(result.requiredOrgCodes).toEqual(['AREA01']);
  });

  it('needs no check without a requirement role', () => {
    expect(decideRequirementCheck({ roleCodes: roles('buyer'), orgs: [place('101001')], mayUse: everywhere })).toEqual({
      checkRole: null,
      checkLevel: null,
      requiredOrgCodes: [],
      allowed: true,
      message: '无需进行需求校验',
    });
  });

  it('refuses orgs outside the user\'s orgs, whatever the roles', () => {
    const result = decideRequirementCheck({ roleCodes: roles(ROLES.company), orgs: [place('101001'), place('102001')], mayUse: (code) => code === '101001' });
    expect(result).toEqual({ checkRole: null, checkLevel: null, requiredOrgCodes: [], allowed: false, message: '您暂无该组织的权限' });
  });
});
