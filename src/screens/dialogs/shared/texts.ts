import { MESSAGES, PERMISSION_DIALOG_FEATURES } from '../../../domain';

/**
 * Texts of the overlay dialogs. Shared ones come from the domain's MESSAGES; the rest are not in
 * the domain yet (candidates to move there).
 */
export const DIALOG_TEXTS = {
  connectPro: MESSAGES.connectPro,
  proOnly: MESSAGES.proOnly,
  registerToContinue: MESSAGES.registerToContinue,
  register: 'Зарегистрироваться',
  login: 'Войти',
  cancel: 'Отмена',
  close: MESSAGES.close,
  proFeaturesLead: 'С PRO доступом Вы получите:',
  /** docs/product/flows.md: the PRO features the permission dialog lists. */
  proFeatures: PERMISSION_DIALOG_FEATURES,
  registrationLead: 'Эта функция доступна после бесплатной регистрации — она займет меньше минуты.',
  registerBenefits:
    'После регистрации Вы сможете сохранять идеи в портфель, делать ставки в лиге прогнозов и получать монеты.',
  haveAccount: 'Уже есть аккаунт?',
  upgradeLead: 'Подключите PRO, чтобы пользоваться этой возможностью без ограничений.',
} as const;
