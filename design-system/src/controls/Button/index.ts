export { Button, type ButtonProps } from './Button';
export type { ButtonSize, ButtonVariant } from './buttonStyles';
