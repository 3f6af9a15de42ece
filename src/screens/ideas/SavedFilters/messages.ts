/** Russian interface texts of SavedFilters, keyed by what they are (the area's shared ones: ../messages.ts). */
// Imported as a namespace: each text is its own export, and the screen's folder keeps its own texts so that
// a page loads only the texts it shows.
export const myFilters = 'Мои фильтры';
export const dialogTitle = 'Сохраненные фильтры';
export const dialogLead = 'Сохраните выбранные фильтры ленты под своим названием и применяйте их в один клик.';
export const loading = 'Загружаем сохраненные фильтры…';
export const none = 'Сохраненных фильтров пока нет.';
export const listCaption = 'Ваши наборы фильтров';
export const apply = 'Применить';
export const remove = 'Удалить';
export const removeNamed = (name: string) => `Удалить «${name}»`;
export const applyNamed = (name: string) => `Применить «${name}»`;
export const saveCurrent = 'Сохранить текущие фильтры';
export const nameLabel = 'Название';
export const namePlaceholder = 'Например, дивидендные акции РФ';
export const save = 'Сохранить';
export const nothingToSave = 'Выберите фильтры в ленте — сохранить можно набор, отличный от фильтров по умолчанию.';
export const saved = (name: string) => `Набор «${name}» сохранен`;
export const usage = (count: string, limit: string) => `Сохранено ${count} из ${limit}`;
