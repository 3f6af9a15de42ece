// Screenshots of every screen and dialog (src/screens) in the states the product knows, at the phone and
// desktop widths, in the light and the dark theme, compared with the baselines in visual/baselines/.
// Run through `npm run test:visual` (scripts/visual.mjs), which also writes the side-by-side report.
//
// A story is rendered as a designer opens it: its args, decorators and theme, without its play function
// (plays click through the flow; what is shot is the state the story is named after).
import { composeStories, composeStory, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import preview from '../.storybook/preview';
import { breakpoints } from '../tokens';
import { accountStates, partsShownInScreens, pickStateStories, type StoryEntry } from './select';

setProjectAnnotations(preview);
// The renders below go through React's act(), which waits for effects and lazy chunks to settle.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const modules = import.meta.glob<Record<string, unknown>>('../stories/screens/**/*.stories.tsx', { eager: true });

const modes = [
  { name: 'mobile-light', width: breakpoints.mobile, height: 812, theme: 'light' },
  { name: 'mobile-dark', width: breakpoints.mobile, height: 812, theme: 'dark' },
  { name: 'desktop-light', width: breakpoints.desktop, height: 900, theme: 'light' },
  { name: 'desktop-dark', width: breakpoints.desktop, height: 900, theme: 'dark' },
] as const;

/** Everything that moves stands still: no transitions or animations, no blinking caret, no smooth scroll. */
const freeze = `
*, *::before, *::after {
  transition: none !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

let root: Root | undefined;
let host: HTMLElement | undefined;

beforeAll(async () => {
  const style = document.createElement('style');
  style.textContent = freeze;
  document.head.append(style);
  // The bundled Golos Text (tokens/fonts.ts) in every weight the tokens use, before the first shot.
  await Promise.all([400, 500, 600, 700].map((weight) => document.fonts.load(`${weight} 16px "Golos Text"`)));
});

afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
});

/** Renders the story and waits until the page is still: fonts, lazy chunks, entrance animations. */
async function show(Story: ComponentType) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Story />));
  await document.fonts.ready;
  for (let i = 0; i < 2; i += 1) {
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
  }
  window.scrollTo(0, 0);
}

/** A transparent box over the viewport: its screenshot is the viewport, portals and overlays included. */
function viewportFrame() {
  const frame = document.createElement('div');
  frame.dataset.visualFrame = '';
  Object.assign(frame.style, { position: 'fixed', inset: '0', pointerEvents: 'none', zIndex: '2147483647' });
  document.body.append(frame);
  return frame;
}

type StoryModule = Record<string, unknown> & { default: Meta };

/** 'subscription/CancelSubscriptionDialog' of '../stories/screens/subscription/CancelSubscriptionDialog.stories.tsx'. */
const fileName = (file: string) => file.replace('../stories/screens/', '').replace('.stories.tsx', '');

const entries: (StoryEntry & { module: StoryModule; file: string })[] = Object.entries(modules)
  .filter(([file]) => !partsShownInScreens.includes(fileName(file)))
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([file, raw]) => {
    const module = raw as StoryModule;
    return pickStateStories(Object.entries(composeStories(module))).map((entry) => ({
      ...entry,
      module,
      file: fileName(file),
    }));
  });

test('every screen file gives at least one story', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  expect(entries.length).toBeGreaterThanOrEqual(Object.keys(modules).length);
  for (const { state } of entries) expect([...accountStates, 'default']).toContain(state);
});

for (const mode of modes) {
  describe(mode.name, () => {
    beforeAll(async () => {
      await page.viewport(mode.width, mode.height);
    });

    for (const { module, exportName, id, state, file } of entries) {
      test(`${id} (${state})`, async () => {
        const Story = composeStory(
          module[exportName] as StoryObj,
          module.default,
          {
            initialGlobals: { theme: mode.theme },
          },
          exportName,
        ) as unknown as ComponentType;
        await show(Story);
        const frame = viewportFrame();
        try {
          await expect
            .element(page.elementLocator(frame))
            .toMatchScreenshot(`${file}--${exportName}--${state}--${mode.name}`);
        } finally {
          frame.remove();
        }
      });
    }
  });
}
