// The money feature's public surface: the plan catalogue check, the payment provider settings, PRO
// grants other features make in their transactions, the payments service and renewals for the jobs,
// and the feature's registration (payments, subscriptions, the sandbox widget).
export { planCatalogProblems } from './plans';
export { PaymentsSettingsError, paymentsSettingsFromEnv, sandboxPaymentsWarning } from './payment-provider';
export { grantProDays } from './subscription-grants.repository';
export { defaultPaymentHooks } from './payment-hooks';
export { createPaymentsService, type PaymentCreditedHook } from './payments.service';
export { renewDueSubscriptions } from './renewals.service';
export { createPaymentProvider, registerMoney, type AppMoneyOptions, withSandboxBillingPage } from './register';
