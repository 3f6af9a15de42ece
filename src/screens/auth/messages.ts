/** Russian interface texts of the auth screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as authMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// LoginDrawer, LoginPage
export const loginTitle = 'Вход';
export const loginLead = 'С возвращением! Войдите, чтобы следить за идеями и портфелем';
export const noAccount = 'Нет аккаунта?';
// LoginDrawer
export const register = 'Зарегистрироваться';
// LoginForm, RegisterForm
export const password = 'Пароль';
// LoginForm
export const loggingIn = 'Входим...';
// RegisterDrawer
export const registerDrawerLead = 'Бесплатный аккаунт: портфель идей и ставки монетами в лиге прогнозов';
// RegisterDrawer, RegisterPage
export const haveAccount = 'Уже есть аккаунт?';
// RegisterForm
export const name = 'Имя';
export const registering = 'Регистрируем...';
// RegisterPage
export const registerPageLead = 'Инвестидеи, радар сделок инсайдеров и конкурс с призами — в одном аккаунте';
export const acceptTermsPrefix = 'Регистрируясь, Вы принимаете условия';
// Page heads (PageMeta of the app)
export const loginDescription =
  'Войдите в Инвестрадар: инвестиционные идеи брокеров и аналитиков, радар сделок инсайдеров, портфель идей и лига прогнозов.';
export const registerDescription =
  'Зарегистрируйтесь в Инвестрадаре, чтобы собирать портфель идей, голосовать за идеи и участвовать в лиге прогнозов.';
// RegistrationMailed
export const registrationMailedTitle = 'Проверьте почту';
export const registrationMailed = (email: string) =>
  `Мы отправили письмо на ${email}. Если у Вас уже есть аккаунт с этим адресом, войдите в него — новый не создается.`;
