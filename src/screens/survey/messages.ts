/** Russian interface texts of the survey screens, keyed by what they are; the components read them from here. */
// Imported as a namespace (`import * as surveyMessages from …`): each text is its own export, so a screen
// bundles only the texts it reads and a minifier shortens their names.
// InvestorQuestionnaire
export const loadingSurvey = 'Загружаем анкету…';
export const surveyLead = 'Ответьте на четыре вопроса — это займет меньше минуты.';
export const targetCurrency = 'Валюта цели';
