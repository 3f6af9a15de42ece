import type { PageHead } from '../shared/head';
import * as portfolioMessages from './messages';

/** `/portfolio` (an account's page: not indexed). */
export const portfolioHead: PageHead = { title: portfolioMessages.title };
