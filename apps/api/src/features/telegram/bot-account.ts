/** The account type of the bot plans (1068, spec: «12-month bot 1068»; also 1069): alerts are theirs. */
export const BOT_ACCOUNT_TYPE = 'mbr_premium_bot';
