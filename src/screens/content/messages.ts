/** Russian interface texts of the content screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as contentMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// ContentArticle
export const proOfferSuffix = '. Обзоры PRO, все фильтры идей и полный радар инсайдеров — в одной подписке.';
export const ideasInArticle = 'Идеи в материале';
// ContentEditor
export const editingTitle = (title: string) => `Редактирование: ${title}`;
export const newArticle = 'Новый материал';
export const published = 'Опубликован';
export const draft = 'Черновик';
export const kind = 'Тип материала';
export const titleLabel = 'Заголовок';
export const slug = 'Адрес (slug)';
export const slugHint = 'Латинские строчные буквы, цифры и дефисы: new-radar';
export const summary = 'Анонс';
export const summaryHint = 'Виден в списках и всем читателям PRO-материалов';
export const body = 'Текст (Markdown)';
export const bodyHint = '## Заголовок, **жирный**, [ссылка](https://…), списки через «-». HTML не поддерживается.';
export const tickers = 'Тикеры';
export const tickersHint = 'Через запятую: SBER, GAZP';
export const ideaIds = 'Номера идей';
export const ideaIdsHint = 'Через запятую: 120, 341';
export const cover = 'Обложка';
export const coverHint = 'Адрес https:// или путь на сайте';
export const publishedAt = 'Дата публикации';
export const dateFormatPlaceholder = 'ГГГГ-ММ-ДД';
export const publishedAtHint = 'Пусто — в момент публикации';
export const proOnly = 'Только для PRO';
export const proOnlyHint = 'Остальные увидят анонс и предложение PRO';
export const saving = 'Сохраняем…';
export const preview = 'Предпросмотр';
export const unpublish = 'Снять с публикации';
export const publish = 'Опубликовать';
export const deleteForever = 'Удалить навсегда';
export const deleteEntry = 'Удалить';
export const editorTitle = 'Редактор материалов';
export const editorLead = 'Новости, обзоры идей и тексты страниц. Материал виден читателям после публикации.';
export const articles = 'Материалы';
export const publishedStatus = 'опубликован';
export const draftStatus = 'черновик';
// ContentList
export const noArticles = 'Материалов пока нет.';
export const stocksInArticle = 'Акции в материале';
export const paginationOf = (title: string) => `Страницы: ${title}`;
// Also in src/domain/messages.ts; kept here so the screen does not load the whole shared MESSAGES object.
export const becomePro = 'Стать PRO';
export const searchStocks = 'Акции';
export const prizeCancel = 'Отмена';
export const surveySave = 'Сохранить';
