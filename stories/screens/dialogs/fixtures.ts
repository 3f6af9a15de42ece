// Demo data of the dialog stories (images as inline SVG so the stories need no network).

const svg = (body: string) => `data:image/svg+xml;utf8,${encodeURIComponent(body)}`;

/** A hoodie with the product mark: a merch prize. */
export const merchPrizeImage = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#e8efff"/><path d="M120 60l40-16 40 16 50 30-18 40-24-10v90H112v-90l-24 10-18-40z" fill="#1d4ed8"/><circle cx="160" cy="120" r="22" fill="none" stroke="#fff" stroke-width="6"/><path d="M160 120l16-16" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg>`,
);

/** A PRO badge: the subscription prize. */
export const subscriptionPrizeImage = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#fef3c7"/><rect x="90" y="70" width="140" height="100" rx="20" fill="#92400e"/><text x="160" y="136" font-family="Arial" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">PRO</text></svg>`,
);

/** The first frame of the weekly review video. */
export const videoPoster = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#111827"/><path d="M200 520l220-180 160 120 300-260 200 140" fill="none" stroke="#7aa7ff" stroke-width="16"/><text x="640" y="640" font-family="Arial" font-size="56" fill="#fff" text-anchor="middle">Обзор инвестидей недели</text></svg>`,
);

export const videoCaptions = [
  {
    src: `data:text/vtt;charset=utf-8,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:04.000\nДобрый день! Это обзор идей недели.\n')}`,
    srcLang: 'ru',
    label: 'Русские субтитры',
  },
] as const;

export const idea = {
  name: 'Сбербанк: дивиденды и рост кредитного портфеля',
  broker: 'Финам',
  ticker: 'SBER',
  target: 'Цель 365 ₽ · потенциал +18,4 % · горизонт 12 месяцев',
  summary:
    'Банк сохраняет рентабельность капитала выше 20 %, а выплата половины прибыли в виде дивидендов дает доходность около 12 % годовых. Аналитики ждут роста кредитного портфеля на 15 % за год.',
} as const;
