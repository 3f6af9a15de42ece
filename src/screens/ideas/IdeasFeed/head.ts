import type { PageHead } from '../../shared/head';
import * as ideasMessages from '../messages';
import * as feedMessages from './messages';

/** `/` (the home page is the feed) and `/ideas`. */
export const ideasFeedHead = (home: boolean): PageHead => ({
  title: home ? feedMessages.homeTitle : ideasMessages.feedTitle,
  description: feedMessages.feedDescription,
});
