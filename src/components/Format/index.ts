export {
  FormattedDate,
  FormattedNumber,
  Money,
  shortDate,
  toDate,
  useFormatDate,
  useFormatMoney,
  useFormatNumber,
} from './Format';
export type { DateInput, FormattedDateProps, FormattedNumberProps, MoneyOptions, MoneyProps } from './Format';
