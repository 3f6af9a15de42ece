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
// The lists /news and /reviews, their heads and the way back from an entry
export const newsTitle = 'Новости';
export const newsDescription =
  'Новости Инвестрадара: новые разделы и функции сервиса, изменения радара инсайдеров, рейтинга аналитиков и тарифов.';
export const newsLead = 'Что нового в Инвестрадаре: функции, разделы, изменения тарифов.';
export const newsEmpty = 'Новостей пока нет.';
export const reviewsTitle = 'Обзоры идей';
export const reviewsDescription =
  'Еженедельные обзоры инвестиционных идей: самые заметные новые идеи недели, закрытия и их результаты, ссылки на страницы идей и акций.';
export const reviewsLead = 'Каждую пятницу — главные идеи недели и итоги закрытых.';
export const reviewsEmpty = 'Обзоров пока нет.';
export const listPage = (title: string, page: number) => `${title}, страница ${page}`;
export const allNews = 'Все новости';
export const allReviews = 'Все обзоры';
