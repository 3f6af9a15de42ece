/** Russian texts of the generic components (their default labels); screens pass their own. */
// Imported as a namespace (`import * as componentMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// Alert, ModalFrame
export const close = 'Закрыть';
// FormErrors
export const error = 'Ошибка!';
// Link
export const opensInNewTab = '(откроется в новой вкладке)';
// Pagination
export const pages = 'Страницы';
export const previousPage = 'Предыдущая страница';
export const page = (page: number) => `Страница ${page}`;
export const nextPage = 'Следующая страница';
// PasswordField
export const showPassword = 'Показать пароль';
// Preloader, Spinner
export const loading = 'Загрузка…';
// Toast
export const notificationsRegion = 'Уведомления ({hotkey})';
export const notification = 'Уведомление';
export const closeNotification = 'Закрыть уведомление';
