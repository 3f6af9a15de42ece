/** Russian interface texts of the feed's filter options (ideasFilterOptions), keyed by what they are (the area's shared ones: ../messages.ts). */
// Imported as a namespace: each text is its own export, and the screen's folder keeps its own texts so that
// a page loads only the texts it shows.
export const statusOpen = 'Открытые';
export const statusClosed = 'Закрытые';
export const statusAll = 'Все';
export const fromPercent = (value: number) => `от ${value} %`;
export const fromValue = (value: number) => `от ${value}`;
export const horizonMonth = 'До месяца';
export const horizonQuarter = '1–3 месяца';
export const horizonHalfYear = '3–6 месяцев';
export const horizonYear = '6–12 месяцев';
export const horizonTwoYears = '1–2 года';
export const currencyRub = 'Рубли';
export const currencyUsd = 'Доллары';
export const anyRating = 'Любой';
export const periodAllTime = 'За всё время';
export const periodLastMonth = 'За месяц';
export const periodLastQuarter = 'За 3 месяца';
export const periodLastYear = 'За год';
export const sortNewest = 'Сначала новые';
export const sortOldest = 'Сначала старые';
export const sortPotential = 'По потенциалу';
export const sortHorizon = 'По горизонту';
