import '../test/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES, type ContentEditorEntry, type User } from '@investradar/ui/domain';
import { free } from '@investradar/ui/testing';
import { accountReply, renderApp, type Handler } from '../test/harness';

vi.setConfig({ testTimeout: 20_000 });

const quiet = { do_show_survey: false, is_need_show_bonus_modal: false, onboarding: false };
const editor: User = {
  ...free,
  ...quiet,
  role: 'editor',
  all_permissions: { ...free.all_permissions, content: { edit: true } },
};

const saved = (over: Partial<ContentEditorEntry> = {}): ContentEditorEntry => ({
  id: 5,
  kind: 'news',
  slug: 'screener',
  title: 'Скринер акций',
  lead: '',
  body: 'Скоро **скринер**.',
  cover_url: null,
  tickers: [],
  idea_ids: [],
  pro_only: false,
  status: 'draft',
  published_at: null,
  updated_at: '2026-11-24T10:00:00.000Z',
  ...over,
});

function server(user: User, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /api/account': () => accountReply(user),
    'GET /api/content/editor/entries': () => ({ status: 200, body: { results: { entries: [] } } }),
    ...extra,
  };
}

describe('the editor (/account/editor)', () => {
  it('keeps what was typed and shows the server’s messages under the fields, then saves and publishes', async () => {
    let attempts = 0;
    const view = renderApp(
      '/account/editor',
      server(editor, {
        'POST /api/content/editor/entries': () => {
          attempts += 1;
          return attempts === 1
            ? {
                status: 422,
                body: {
                  success: false,
                  message: CONTENT_MESSAGES.linkInvalid,
                  errors: { body: [CONTENT_MESSAGES.linkInvalid] },
                },
              }
            : { status: 201, body: { success: true, message: CONTENT_MESSAGES.saved, entry: saved() } };
        },
        'POST /api/content/editor/entries/5/publish': () => ({
          status: 200,
          body: {
            success: true,
            message: CONTENT_MESSAGES.published,
            entry: saved({ status: 'published', published_at: '2026-11-24T10:05:00.000Z' }),
          },
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Редактор материалов' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Редактор материалов — Инвестрадар'));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Заголовок/ }), 'Скринер акций');
    await user.type(screen.getByRole('textbox', { name: /Адрес/ }), 'screener');
    const body = screen.getByRole('textbox', { name: /Текст \(Markdown\)/ });
    await user.type(body, 'Скоро скринер');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(CONTENT_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Заголовок/ })).toHaveValue('Скринер акций');
    expect(
      view.requests.find((r) => r.path === '/api/content/editor/entries' && r.method === 'POST')?.body,
    ).toMatchObject({
      kind: 'news',
      slug: 'screener',
      title: 'Скринер акций',
      body: 'Скоро скринер',
    });

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(CONTENT_MESSAGES.saved)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText(CONTENT_MESSAGES.published)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Снять с публикации' })).toBeInTheDocument();
    view.app.dispose();
  });

  it('is the 404 page for accounts without the editor role', async () => {
    const view = renderApp('/account/editor', server({ ...free, ...quiet }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(view.requests.some((r) => r.path === '/api/content/editor/entries')).toBe(false);
    view.app.dispose();
  });
});
