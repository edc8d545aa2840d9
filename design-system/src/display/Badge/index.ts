export { Badge, type BadgeProps, type BadgeVariant } from './Badge';
export { badgeDisplay, type BadgeDisplay, type BadgeDisplayInput } from './badgeLogic';
