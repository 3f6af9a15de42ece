// `npm run test:visual` (scripts/visual.mjs): screenshots of the screens and dialogs compared with the
// baselines in visual/baselines/. See docs/decisions/visual-tests.md for what is shot and why.
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import storiesConfig, { optimizeDeps } from './vitest.config';

export default defineConfig({
  resolve: storiesConfig.resolve,
  plugins: [react(), vanillaExtractPlugin()],
  // The stories' list: a cold cache otherwise reloads the page mid-run ("optimized dependencies changed").
  optimizeDeps,
  test: {
    name: 'visual',
    include: ['visual/**/*.test.tsx'],
    testTimeout: 30_000,
    attachmentsDir: '.vitest-attachments/visual',
    browser: {
      enabled: true,
      headless: true,
      // The tests set the viewport of each mode themselves; the screenshot is of that viewport only.
      viewport: { width: 1280, height: 900 },
      screenshotFailures: false,
      screenshotDirectory: 'visual/baselines',
      provider: playwright({
        launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--font-render-hinting=none'] },
        // Dates the screens format themselves follow the product's zone and locale on every machine.
        // The page is as large as the widest mode, so that Vitest does not scale the test frame down to fit.
        contextOptions: {
          viewport: { width: 1280, height: 900 },
          timezoneId: 'Europe/Moscow',
          locale: 'ru-RU',
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // The test's stylesheet already stops animations and hides the caret: Playwright need not
          // inject its own and wait a frame for it on every shot.
          screenshotOptions: { animations: 'allow', caret: 'initial', scale: 'css' },
          comparatorOptions: {
            // Per-pixel colour distance (0–1, YIQ): 0.1 by default lets a close shade through; 0.03 still
            // ignores the sub-pixel noise of text and catches a token moved by a few steps of a channel.
            threshold: 0.03,
            // Anti-aliased pixels are not counted (includeAA: false); a handful of others may differ.
            allowedMismatchedPixels: 12,
          },
          // One path per screen and mode, the same on every machine (no browser or platform suffix):
          // the baselines are made on Debian Chromium, the only browser the project runs.
          resolveScreenshotPath: ({ arg, ext, root }) => `${root}/visual/baselines/${arg}${ext}`,
          resolveDiffPath: ({ arg, ext, root, attachmentsDir }) => `${root}/${attachmentsDir}/${arg}${ext}`,
        },
      },
    },
  },
});
