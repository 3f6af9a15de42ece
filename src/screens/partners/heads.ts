import type { PageHead } from '../shared/head';
import * as partnersMessages from './messages';

/** `/account/partners`. */
export const partnersHead: PageHead = { title: partnersMessages.title };
