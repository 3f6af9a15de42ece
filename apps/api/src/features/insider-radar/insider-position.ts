// Kept in the API, not the domain: only the server builds positions (the calls answer them as text),
// and the domain entry's size budget is better spent on what the screens use.
/** Russian position of an SEC reporting owner from the relationship the filing states. */
export function insiderPositionText(relation: {
  isDirector: boolean;
  isOfficer: boolean;
  officerTitle: string | null;
  isTenPercentOwner: boolean;
  isOther: boolean;
  otherText: string | null;
}): string {
  const parts: string[] = [];
  if (relation.isOfficer)
    parts.push(relation.officerTitle ? `Руководитель (${relation.officerTitle})` : 'Руководитель');
  if (relation.isDirector) parts.push('Член совета директоров');
  if (relation.isTenPercentOwner) parts.push('Владелец более 10 %');
  if (relation.isOther) parts.push(relation.otherText ? `Иное (${relation.otherText})` : 'Иное');
  return parts.length > 0 ? parts.join(', ') : 'Инсайдер';
}
