// The contest league's routes, wired in one place so app.ts gains one line.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { AppConfig } from '@investradar/ui/domain';
import type { KnownDevices } from '../http/known-device';
import type { CounterStore } from '../lib/rate-limit';
import { createCoinLedgerRepository } from '../repositories/coin-ledger';
import { createLeagueRepository } from '../repositories/league';
import { registerLeagueRoutes } from '../routes/league';
import { createLeagueService } from '../services/league';
import { createPrizesRepository } from '../repositories/prizes';
import { registerPrizesRoutes } from '../routes/prizes';
import { createPrizesService } from '../services/prizes';
import { registerPartnerRoutes } from '../routes/partners';
import { createPartnersService } from '../services/partners';
import { registerTelegramRoutes } from '../routes/telegram';
import { createTelegramBonusService } from '../services/telegram-bonus';
import { createTelegramBotService } from '../services/telegram-bot';
import { createTelegramAlertsService } from '../services/telegram-alerts';

export interface LeagueFeatureOptions {
  db: Database;
  config: AppConfig;
  adminSecret: string | undefined;
  telegramBotSecret: string | undefined;
  secureCookies: boolean;
  /** Signs the partner attribution cookie. */
  secret: string;
  /** Marks of partner visitors counted today, shared by the instances. */
  counterStore: CounterStore;
  /** The partner's own browsers are not counted as visitors. */
  devices: KnownDevices;
  /** Links in the bot's alerts. */
  publicUrl?: string | undefined;
}

export function registerLeagueFeature(app: FastifyInstance, options: LeagueFeatureOptions) {
  const { db, adminSecret } = options;
  const ledger = createCoinLedgerRepository(db);
  const league = createLeagueService({ league: createLeagueRepository(db), ledger });
  registerLeagueRoutes(app, { league, db, adminSecret });
  registerPrizesRoutes(app, { prizes: createPrizesService({ prizes: createPrizesRepository(db), db }) });
  registerPartnerRoutes(app, {
    partners: createPartnersService({ db }),
    db,
    secureCookies: options.secureCookies,
    secret: options.secret,
    counterStore: options.counterStore,
    devices: options.devices,
  });
  registerTelegramRoutes(app, {
    telegram: createTelegramBonusService({ db }),
    bot: createTelegramBotService({ db }),
    alerts: createTelegramAlertsService({ db, publicUrl: options.publicUrl ?? 'http://localhost:3000' }),
    secret: options.telegramBotSecret,
  });
}
