export { CheckboxGroup, checkboxGroupColumns } from './CheckboxGroup';
export type { CheckboxGroupColumns, CheckboxGroupProps, ChoiceOption } from './CheckboxGroup';
export { splitIntoColumns } from './splitIntoColumns';
