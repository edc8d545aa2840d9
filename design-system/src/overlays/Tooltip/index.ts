export { Tooltip, TooltipContext, type TooltipProps } from './Tooltip';
export { isOverflowing, type OverflowMetrics } from './overflow';
