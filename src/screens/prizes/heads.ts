import type { PageHead } from '../shared/head';
import { PRIZES_TEXT } from './PrizesPage/texts';

/** `/account/prizes` (an account page: no description, not indexed). */
export const prizesHead: PageHead = { title: PRIZES_TEXT.title };
