import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
