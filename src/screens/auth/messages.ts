/** Russian interface texts of the auth screens, keyed by what they are; the components read them from here. */
export const authMessages = {
  // LoginDrawer, LoginPage
  loginTitle: 'Вход',
  loginLead: 'С возвращением! Войдите, чтобы следить за идеями и портфелем',
  noAccount: 'Нет аккаунта?',
  // LoginDrawer
  register: 'Зарегистрироваться',
  // LoginForm, RegisterForm
  password: 'Пароль',
  // LoginForm
  loggingIn: 'Входим...',
  // RegisterDrawer
  registerDrawerLead: 'Бесплатный аккаунт: портфель идей, ставки в лиге прогнозов и инвесткоины',
  // RegisterDrawer, RegisterPage
  haveAccount: 'Уже есть аккаунт?',
  // RegisterForm
  name: 'Имя',
  registering: 'Регистрируем...',
  // RegisterPage
  registerPageLead: 'Инвестидеи, радар сделок инсайдеров и конкурс с призами — в одном аккаунте',
  acceptTermsPrefix: 'Регистрируясь, Вы принимаете условия',
} as const;
