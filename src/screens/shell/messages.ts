/** Russian interface texts of the shell screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as shellMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// Header
export const toHomeSuffix = ' — на главную';
export const connectPrefix = 'Подключить ';
