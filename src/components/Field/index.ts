export {
  FieldDescription,
  FieldErrorList,
  RequiredMark,
  fieldStyles,
  mergeDescribedBy,
  normalizeErrors,
  useFieldIds,
} from './Field';
export type { FieldBaseProps, FieldError } from './Field';
