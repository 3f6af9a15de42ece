// The contest league's public surface: its rules (coins, partner window, Moscow days), the coins ledger
// other features write in their transactions, settlement and accrual for the jobs, and the feature's
// registration (league, prizes, partners and the Telegram bot calls).
export {
  moscowDay,
  PARTNER_COOKIE,
  PARTNER_KEY_PATTERN,
  PARTNER_WINDOW_DAYS,
  partnerReward,
  REGISTRATION_COINS,
  TELEGRAM_BONUS_COINS,
  winPayout,
} from './league-rules';
export { applyOrThrow, type CoinChange, type CoinChangeResult } from './coin-ledger.repository';
export { createLeagueRepository, type SettlementResult } from './league.repository';
export { runCoinAccrual } from './coin-accrual.service';
export { ADMIN_SECRET_HEADER } from './league.routes';
export { registerLeagueFeature } from './register';
