/**
 * 移动端管理 (issue 28): the area's base path and menu and button codes. A page's `:detail` button
 * shows phones unmasked; its lists mask them without it.
 */
export const MOBILE_API = '/purm-app/pc/api/v1/purm_pc';

export const MOBILE_MENUS = {
  saleInfo: 'mobile:sale-info',
  saleInfoDetail: 'mobile:sale-info:detail',
  saleInfoAdd: 'mobile:sale-info:add',
  saleInfoEdit: 'mobile:sale-info:edit',
  saleInfoDelete: 'mobile:sale-info:delete',
  buyInfo: 'mobile:buy-info',
  buyInfoAdd: 'mobile:buy-info:add',
  buyInfoEdit: 'mobile:buy-info:edit',
  buyInfoDelete: 'mobile:buy-info:delete',
  user: 'mobile:user',
  userDetail: 'mobile:user:detail',
  userEdit: 'mobile:user:edit',
  userBind: 'mobile:user:bind',
  userStatus: 'mobile:user:status',
  userBank: 'mobile:user:bank',
  supplierBind: 'mobile:supplier-bind',
  supplierBindDetail: 'mobile:supplier-bind:detail',
  supplierBindUnbind: 'mobile:supplier-bind:unbind',
} as const;
