/** Russian interface texts of the shell screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as shellMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// Header
export const toHomeSuffix = ' — на главную';
export const connectPrefix = 'Подключить ';
// SkipLink
export const skipToContent = 'Перейти к содержимому';
// PageLoading
export const loadingPage = 'Загружаем страницу…';
export const loadingAccount = 'Загружаем аккаунт…';
export const loadingPlan = 'Загружаем тариф…';
export const loadingTerms = 'Загружаем оферту…';
// PageLoadError
export const pageLoadFailed = 'Не удалось загрузить страницу';
export const accountLoadFailed = 'Не удалось загрузить аккаунт';
export const retry = 'Повторить';
