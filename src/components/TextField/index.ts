export { TextField, textFieldSizes, textFieldTypes } from './TextField';
export type { TextFieldProps, TextFieldSize, TextFieldType } from './TextField';
