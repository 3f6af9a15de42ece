export { RadioGroup, radioGroupOrientations } from './RadioGroup';
export type { RadioGroupOrientation, RadioGroupProps, RadioOption } from './RadioGroup';
