import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, validateApplication } from './validation';

const valid = { name: 'Анна Смирнова', contact: 'anna@example.ru', message: 'Хочу подключить брокерский счет' };

describe('validateApplication', () => {
  it('accepts a filled form and trims every value', () => {
    expect(validateApplication({ name: '  Анна ', contact: ' anna@example.ru ', message: ' Вопрос ' })).toEqual({
      ok: true,
      value: { name: 'Анна', contact: 'anna@example.ru', message: 'Вопрос' },
    });
  });

  it.each([
    ['name', { ...valid, name: '   ' }],
    ['contact', { ...valid, contact: '' }],
    ['message', { ...valid, message: '\n' }],
  ] as const)('requires %s', (field, values) => {
    const result = validateApplication(values);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toEqual([APPLICATION_MESSAGES.required]);
  });

  it.each(['+7 (999) 123-45-67', '89991234567', 'ivan.petrov@mail.ru'])('accepts the contact %s', (contact) => {
    expect(validateApplication({ ...valid, contact }).ok).toBe(true);
  });

  it.each(['телефон', '12345', 'ivan@', '+7 999'])('rejects the contact %s', (contact) => {
    const result = validateApplication({ ...valid, contact });
    expect(result).toEqual({ ok: false, errors: { contact: [APPLICATION_MESSAGES.contact] } });
  });

  it('caps the message length', () => {
    const result = validateApplication({ ...valid, message: 'а'.repeat(2001) });
    expect(result).toEqual({ ok: false, errors: { message: [APPLICATION_MESSAGES.tooLong(2000)] } });
  });
});
