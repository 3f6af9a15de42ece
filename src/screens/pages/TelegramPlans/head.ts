import type { PageHead } from '../../shared/head';
import * as telegramPlansMessages from './messages';

/** `/subscription/plans/telegram`. */
export const telegramPlansHead: PageHead = {
  title: telegramPlansMessages.telegramPlansTitle,
  description: telegramPlansMessages.telegramPlansDescription,
};
