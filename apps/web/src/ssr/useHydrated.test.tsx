import * as React from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

// The flip after hydration must be a transition (rendered in slices), not a synchronous re-render.
const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      transitions.count += 1;
      react.startTransition(scope);
    },
  };
});

function Probe({ renders }: { renders: boolean[] }) {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <span>{hydrated ? 'в браузере' : 'с сервера'}</span>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, true after; parts mounted later start true', async () => {
    const serverRenders: boolean[] = [];
    const html = renderToString(<Probe renders={serverRenders} />);
    expect(serverRenders).toEqual([false]);
    expect(html).toContain('с сервера');

    const page = document.createElement('div');
    page.innerHTML = html;
    document.body.append(page);
    const onRecoverableError = vi.fn();
    const hydrationRenders: boolean[] = [];
    const root = await act(async () => hydrateRoot(page, <Probe renders={hydrationRenders} />, { onRecoverableError }));
    // The first render in the browser matches the server's HTML: no mismatch to recover from.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(hydrationRenders[0]).toBe(false);
    expect(hydrationRenders.at(-1)).toBe(true);
    expect(page.textContent).toBe('в браузере');
    expect(transitions.count).toBe(1);

    // After the page has hydrated, a part that mounts (a page reached in the app) renders the browser's state at once.
    const later = document.createElement('div');
    document.body.append(later);
    const laterRoot = createRoot(later);
    const laterRenders: boolean[] = [];
    await act(async () => laterRoot.render(<Probe renders={laterRenders} />));
    expect(laterRenders).toEqual([true]);
    expect(later.textContent).toBe('в браузере');
    expect(transitions.count).toBe(1);

    act(() => {
      root.unmount();
      laterRoot.unmount();
    });
  });
});
