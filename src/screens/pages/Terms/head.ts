import type { PageHead } from '../../shared/head';
import * as termsMessages from './messages';

/** `/terms`. */
export const termsHead: PageHead = { title: termsMessages.publicOffer, description: termsMessages.termsDescription };
