/**
 * Russian plural forms (1 идея, 2 идеи, 5 идей). Local until the domain's formatter lands; the
 * rule is Intl's, so it agrees with any formatter built on Intl.PluralRules('ru').
 */
const rules = new Intl.PluralRules('ru-RU');
export function pluralRu(count: number, forms: readonly [one: string, few: string, many: string]): string {
  const category = rules.select(count);
  const word = category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
  return `${new Intl.NumberFormat('ru-RU').format(count)} ${word}`;
}
