/** Russian interface texts of the survey screens, keyed by what they are; the components read them from here. */
export const surveyMessages = {
  // InvestorQuestionnaire
  loadingSurvey: 'Загружаем анкету…',
  surveyLead: 'Ответьте на четыре вопроса — это займет меньше минуты.',
  targetCurrency: 'Валюта цели',
} as const;
