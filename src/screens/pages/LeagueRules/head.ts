import type { PageHead } from '../../shared/head';
import * as leagueRulesMessages from './messages';

/** `/konkurs-liga-{product}`. */
export const leagueHead: PageHead = {
  title: leagueRulesMessages.leagueTitle,
  description: leagueRulesMessages.leagueDescription,
};

/** The league's {product} as its rules name it (LeagueRules' `productTitle`). */
export const LEAGUE_PRODUCT_TITLE = leagueRulesMessages.leagueProductTitle;
