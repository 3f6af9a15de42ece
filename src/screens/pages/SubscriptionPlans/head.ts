import type { PageHead } from '../../shared/head';
import * as pagesMessages from '../messages';
import * as subscriptionPlansMessages from './messages';

/** `/subscription/plans`. */
export const plansHead: PageHead = {
  title: pagesMessages.plans,
  description: subscriptionPlansMessages.plansDescription,
};
