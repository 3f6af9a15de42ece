export { PaymentTestModeNotice } from './PaymentTestModeNotice';
