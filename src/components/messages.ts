/** Russian texts of the generic components (their default labels); screens pass their own. */
export const componentMessages = {
  // Alert, ModalFrame
  close: 'Закрыть',
  // FormErrors
  error: 'Ошибка!',
  // Link
  opensInNewTab: '(откроется в новой вкладке)',
  // Pagination
  pages: 'Страницы',
  previousPage: 'Предыдущая страница',
  page: (page: number) => `Страница ${page}`,
  nextPage: 'Следующая страница',
  // PasswordField
  showPassword: 'Показать пароль',
  // Preloader, Spinner
  loading: 'Загрузка…',
  // Toast
  notificationsRegion: 'Уведомления ({hotkey})',
  notification: 'Уведомление',
  closeNotification: 'Закрыть уведомление',
} as const;
