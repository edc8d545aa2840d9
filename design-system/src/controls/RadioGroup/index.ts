export { RadioGroup, Radio, type RadioGroupProps, type RadioProps, type RadioOption } from './RadioGroup';
