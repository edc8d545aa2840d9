/**
 * The mobile-app backend area (issue 28; spec 02 §7 "Mobile-app backend"; domain.md "Mobile-app
 * backend"): under /purm-app/pc/api/v1/purm_pc, the grain offered for sale (sale-info), the buying
 * prices (buy-info), the app's users, their supplier bindings and bank cards.
 */
import type { AreaPlugin } from '../area.js';

export const mobileArea: AreaPlugin = async () => {};
