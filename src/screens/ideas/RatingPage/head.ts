import type { PageHead } from '../../shared/head';
import * as ideasMessages from '../messages';
import * as ratingMessages from './messages';

/** `/rating`. */
export const ratingHead: PageHead = { title: ideasMessages.ratingTitle, description: ratingMessages.ratingDescription };
