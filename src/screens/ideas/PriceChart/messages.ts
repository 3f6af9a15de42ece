/** Russian interface texts of PriceChart, keyed by what they are (the area's shared ones: ../messages.ts). */
// Imported as a namespace: each text is its own export, and the screen's folder keeps its own texts so that
// a page loads only the texts it shows.
export const chartPrice = 'Цена';
export const chartSinceOpening = 'Цена с открытия идеи';
export const chartPointsCaption = 'Цены идеи по датам';
export const chartEvent = 'Событие';
/** The last price of a path (a marked point of the idea page and the stock page). */
export const pointLastPrice = 'Последняя цена';
