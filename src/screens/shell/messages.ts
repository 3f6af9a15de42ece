/** Russian interface texts of the shell screens, keyed by what they are; the components read them from here. */
export const shellMessages = {
  // Header
  toHomeSuffix: ' — на главную',
  connectPrefix: 'Подключить ',
} as const;
