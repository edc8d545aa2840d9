export {
  Drawer,
  DrawerContext,
  type DrawerPlacement,
  type DrawerProps,
  type DrawerRenderProps,
  type DrawerWidth,
  type DrawerWidthPreset,
} from './Drawer';
