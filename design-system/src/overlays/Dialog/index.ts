export {
  Dialog,
  DialogContext,
  DialogTrigger,
  type DialogProps,
  type DialogRenderProps,
  type DialogTriggerProps,
  type DialogWidth,
  type DialogWidthPreset,
} from './Dialog';
export { resolveOverlayWidth, type OverlayWidth, type ResolvedWidth } from './overlayWidth';
