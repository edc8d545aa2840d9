/**
 * Requirement checks by role code (spec 01 §6): which organisations a demand (requirement) has to be
 * checked for. Pure: the route (user-orgs.ts) loads the orgs and the caller's roles and orgs.
 *
 * The org model has four places an org sits in, narrowest first:
 *
 * - company  (公司): the level-6 org itself (a level-7 inventory org belongs to its parent company);
 * - area     (区域): the level-4 org above the company (e.g. 华北区域, its code is the `areaCode` key);
 * - district (大区): the region the area belongs to, the `regionCode` key (e.g. NORTH), which groups
 *   areas; it is wider than an area and narrower than the BU;
 * - industry (产业): the level-3 BU/group above them (the `buCode` key).
 *
 * This follows the order of the spec's role list (company, area, district, industry) and of the
 * region keys of spec 01 §3 (orgCode, areaCode, regionCode, buCode). A supply-chain user (role
 * `supply_chain`) is checked against the district and industry roles only; other users against all
 * four. The narrowest level whose role the user holds decides: the required codes are the given orgs'
 * codes at that level. A given org broader than that level (an area under a company check, say) is
 * required as itself: nothing narrower can be derived from it.
 */

export const REQUIREMENT_CHECK_ROLES = {
  company: 'company_requirement_check',
  area: 'area_requirement_check',
  district: 'district_requirement_check',
  industry: 'industry_requirement_check',
} as const;

/** The role that makes a user a supply-chain user. */
export const SUPPLY_CHAIN_ROLE = 'supply_chain';

export type CheckLevel = keyof typeof REQUIREMENT_CHECK_ROLES;

/** Narrowest first. */
export const CHECK_LEVELS: readonly CheckLevel[] = ['company', 'area', 'district', 'industry'];
const SUPPLY_CHAIN_LEVELS: readonly CheckLevel[] = ['district', 'industry'];

export const CHECK_LEVEL_LABELS: Readonly<Record<CheckLevel, string>> = {
  company: '公司',
  area: '区域',
  district: '大区',
  industry: '产业',
};

export const REQUIREMENT_CHECK_MESSAGES = {
  noOrgPermission: '您暂无该组织的权限',
  noCheck: '无需进行需求校验',
  checkBy: (level: CheckLevel, codes: readonly string[]) => `按${CHECK_LEVEL_LABELS[level]}校验需求：${codes.join('、')}`,
} as const;

/** Where one org sits: its own code and the codes of the places above it (null when unknown). */
export interface OrgPlace {
  orgCode: string;
  /** The level-6 company (itself, or the parent of an inventory org). */
  companyCode: string | null;
  /** The level-4 area org. */
  areaCode: string | null;
  /** The region key of the org or of its area. */
  regionCode: string | null;
  /** The level-3 BU org. */
  buCode: string | null;
}

export interface RequirementCheckInput {
  /** Role codes the user holds. */
  roleCodes: ReadonlySet<string>;
  /** The orgs the requirement is for, as placed (unknown codes are refused before this). */
  orgs: readonly OrgPlace[];
  /** Whether each given org is within the user's orgs. */
  mayUse: (orgCode: string) => boolean;
}

export interface RequirementCheckDecision {
  /** The role code that decided, or null when the user holds none that applies. */
  checkRole: string | null;
  checkLevel: CheckLevel | null;
  requiredOrgCodes: string[];
  allowed: boolean;
  message: string;
}

/** The levels a user is checked against, narrowest first. */
export function applicableLevels(roleCodes: ReadonlySet<string>): readonly CheckLevel[] {
  return roleCodes.has(SUPPLY_CHAIN_ROLE) ? SUPPLY_CHAIN_LEVELS : CHECK_LEVELS;
}

/** The narrowest applicable level whose role the user holds. */
export function checkLevelFor(roleCodes: ReadonlySet<string>): CheckLevel | null {
  return applicableLevels(roleCodes).find((level) => roleCodes.has(REQUIREMENT_CHECK_ROLES[level])) ?? null;
}

/** The org's code at a level: its ancestor-or-self there, or its own code when it sits above it. */
export function codeAtLevel(place: OrgPlace, level: CheckLevel): string {
  const code = { company: place.companyCode, area: place.areaCode, district: place.regionCode, industry: place.buCode }[level];
  return code ?? place.orgCode;
}

export function decideRequirementCheck({ roleCodes, orgs, mayUse }: RequirementCheckInput): RequirementCheckDecision {
  if (orgs.some((org) => !mayUse(org.orgCode))) {
    return { checkRole: null, checkLevel: null, requiredOrgCodes: [], allowed: false, message: REQUIREMENT_CHECK_MESSAGES.noOrgPermission };
  }
  const level = checkLevelFor(roleCodes);
  if (level === null) return { checkRole: null, checkLevel: null, requiredOrgCodes: [], allowed: true, message: REQUIREMENT_CHECK_MESSAGES.noCheck };
  const requiredOrgCodes = [...new Set(orgs.map((org) => codeAtLevel(org, level)))].sort();
  return {
    checkRole: REQUIREMENT_CHECK_ROLES[level],
    checkLevel: level,
    requiredOrgCodes,
    allowed: true,
    message: REQUIREMENT_CHECK_MESSAGES.checkBy(level, requiredOrgCodes),
  };
}

/** A row of sys_org as far as placing needs it. */
export interface PlaceableOrg {
  id: number;
  parentId: number;
  orgCode: string;
  level: number;
  regionCode: string | null;
}

const LEVEL = { bu: 3, area: 4, company: 6 } as const;

/** Places an org by walking up its parents (cycles and missing parents stop the walk). */
export function placeOrg(org: PlaceableOrg, byId: ReadonlyMap<number, PlaceableOrg>): OrgPlace {
  const place: OrgPlace = { orgCode: org.orgCode, companyCode: null, areaCode: null, regionCode: org.regionCode, buCode: null };
  const seen = new Set<number>();
  for (let current: PlaceableOrg | undefined = org; current && !seen.has(current.id); current = byId.get(current.parentId)) {
    seen.add(current.id);
    if (current.level === LEVEL.company) place.companyCode ??= current.orgCode;
    if (current.level === LEVEL.area) {
      place.areaCode ??= current.orgCode;
      place.regionCode ??= current.regionCode;
    }
    if (current.level === LEVEL.bu) place.buCode ??= current.orgCode;
  }
  return place;
}
