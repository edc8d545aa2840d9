export { Popover, PopoverContext, type PopoverProps, type PopoverRenderProps } from './Popover';
export { arrowRotation, type ArrowPlacement } from './arrow';
