export { Tooltip, TooltipContext, type TooltipProps } from './Tooltip';
export { AnchoredTooltip, type AnchoredTooltipProps } from './AnchoredTooltip';
export { isOverflowing, type OverflowMetrics } from './overflow';
