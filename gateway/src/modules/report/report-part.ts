/** 报告中心 under /report/api/v1/report (issue 27, part R1): placeholder until the part lands. */
import type { AreaPlugin } from '../area.js';

export const reportPart: AreaPlugin = async () => {};
