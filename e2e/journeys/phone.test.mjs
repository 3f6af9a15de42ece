// Every page of the product on a phone (375 px): nothing wider than the screen, so no page scrolls
// sideways and no text is cut — as a guest, as a PRO account (the account area and the league as a
// player) and as a partner. A page that overflows is named with the widest elements that stick out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dismissOnboarding, signIn, visit } from '../support/account.mjs';
import { productForThisFile } from '../support/journey.mjs';

const journey = productForThisFile();
const PHONE = { width: 375, height: 800 };
const MISSING_PAGE = '/no-such-page';

/** Elements whose right edge passes the screen's, outside boxes that scroll sideways on purpose. */
function overflowOf(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [];
    const visit = (element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const clips = ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
      const right = clips ? box.right : Math.max(box.right, box.left + element.scrollWidth);
      if (style.position !== 'fixed' && box.width > 0 && right > width + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 30);
        outside.push(`${element.tagName.toLowerCase()}.${element.className} «${text}» right=${Math.round(right)}`);
      }
      if (!clips) for (const child of element.children) visit(child);
    };
    for (const child of document.body.children) visit(child);
    // The innermost ones say what to fix; their ancestors only grow with them.
    return { scrollWidth: document.documentElement.scrollWidth, width, outside: outside.slice(-4) };
  });
}

async function assertFitsPhone(page, baseUrl, paths) {
  const failures = [];
  for (const path of paths) {
    const response = await visit(page, `${baseUrl}${path}`);
    const expected = path === MISSING_PAGE ? 404 : 200;
    assert.equal(response?.status(), expected, `${path} answers ${expected}`);
    await page.locator('h1').first().waitFor();
    const { scrollWidth, width, outside } = await overflowOf(page);
    if (scrollWidth > width || outside.length > 0) {
      failures.push(`${path}: page ${scrollWidth}px on a ${width}px screen; ${outside.join('; ')}`);
    }
  }
  assert.deepEqual(failures, [], 'every page fits a 375 px screen');
}

/** Addresses of the seed's first idea, stock, insider and articles, whatever their ids. */
async function seededPaths(baseUrl) {
  const json = async (path) => (await fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json' } })).json();
  const { results: ideas } = await json('/api/ideas?per_page=1');
  const [idea] = ideas.ideas;
  const deals = await json('/api/insider-radar/deals?per_page=1');
  const insiderId = deals.results.deals.find((deal) => deal.insider)?.insider.id;
  const paths = [idea.link, `/stocks/${String(idea.ticker).toLowerCase()}`];
  if (insiderId) paths.push(`/insiders/${insiderId}`);
  return paths;
}

describe('every page on a 375 px phone', () => {
  it('fits the screen as a guest', async () => {
    const { baseUrl } = journey.product;
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: PHONE });
    const page = await context.newPage();
    await assertFitsPhone(page, baseUrl, [
      '/',
      '/ideas',
      '/rating',
      '/insider-radar/deals',
      '/insider-radar/buybacks',
      '/konkurs-liga-investidei',
      '/subscription/plans',
      '/subscription/plans/telegram',
      '/news',
      '/reviews',
      '/faq',
      '/terms',
      '/bot',
      '/auth/login',
      '/auth/register',
      MISSING_PAGE,
      ...(await seededPaths(baseUrl)),
    ]);
    await context.close();
  });

  it('fits the screen for a PRO account: the account area, the portfolio and the league', async () => {
    const { baseUrl } = journey.product;
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, baseUrl, 'pro@investradar.ru');
    await dismissOnboarding(page);
    await assertFitsPhone(page, baseUrl, [
      '/portfolio',
      '/konkurs-liga-investidei',
      '/account/contest',
      '/account/prizes',
      '/account/purchases',
      '/account/profile',
      '/account/settings',
      '/account/settings/change-name',
      '/account/settings/change-email',
      '/account/settings/change-password',
      '/account/settings/subscription',
      '/account/notifications',
      '/checkout?plan_id=1066',
      '/ideas',
    ]);
    await context.close();
  });

  it('fits the screen for a partner: the link builder and the statistics', async () => {
    const { baseUrl } = journey.product;
    const context = await journey.browser.newContext({ locale: 'ru-RU', viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, baseUrl, 'partner@investradar.ru');
    await dismissOnboarding(page);
    await assertFitsPhone(page, baseUrl, ['/account/partners', '/account/settings/subscription-upgrade']);
    await context.close();
  });
});
