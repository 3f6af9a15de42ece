import { describe, expect, it } from 'vitest';
import { insiderPositionText } from '../src/features/insider-radar/insider-position';

describe('insider position in Russian', () => {
  const none = {
    isDirector: false,
    isOfficer: false,
    officerTitle: null,
    isTenPercentOwner: false,
    isOther: false,
    otherText: null,
  };
  it.each([
    [{ ...none, isDirector: true }, 'Член совета директоров'],
    [
      { ...none, isOfficer: true, officerTitle: 'Chief Executive Officer', isDirector: true },
      'Руководитель (Chief Executive Officer), Член совета директоров',
    ],
    [{ ...none, isTenPercentOwner: true }, 'Владелец более 10 %'],
    [{ ...none, isOther: true, otherText: 'Member of 10% group' }, 'Иное (Member of 10% group)'],
    [none, 'Инсайдер'],
  ])('%o → %s', (relation, text) => {
    expect(insiderPositionText(relation)).toBe(text);
  });
});
