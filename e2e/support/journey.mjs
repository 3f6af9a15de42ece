// What every journey file shares: the built product and a browser for the whole file, and the
// watcher of what a clean page must not report.
import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startProduct } from './server.mjs';

/**
 * Starts the product and a browser before the file's tests and stops them after; the returned object
 * holds them once started (`journey.product.baseUrl`, `journey.browser`).
 */
export function productForThisFile() {
  const journey = { product: null, browser: null };
  before(async () => {
    journey.product = await startProduct();
    journey.browser = await launchBrowser();
  });
  after(async () => {
    await journey.browser?.close();
    await journey.product?.stop();
  });
  return journey;
}

/**
 * Everything the page reports that a clean page must not: uncaught errors, console errors (a 403 or
 * 404 of a resource is expected on refused and missing pages), hydration warnings and
 * Content-Security-Policy violations. Returns the list it fills.
 */
export function watchPage(page) {
  const problems = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of (403|404)/.test(text)
    ) {
      problems.push(`console.error: ${text}`);
    }
    if (/hydrat|Content Security Policy/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  return problems;
}
