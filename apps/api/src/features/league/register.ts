// The contest league's routes, wired in one place so app.ts gains one line.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { AppConfig } from '@investradar/ui/domain';
import type { KnownDevices } from '../../http/known-device';
import type { CounterStore } from '../../lib/rate-limit';
import { createCoinLedgerRepository } from './coin-ledger.repository';
import { createLeagueRepository } from './league.repository';
import { registerLeagueRoutes } from './league.routes';
import { createLeagueService } from './league.service';
import { createPrizesRepository } from './prizes.repository';
import { registerPrizesRoutes } from './prizes.routes';
import { createPrizesService } from './prizes.service';
import { registerPartnerRoutes, createPartnersService } from '../partners';
import {
  registerTelegramRoutes,
  createTelegramBonusService,
  createTelegramBotService,
  createTelegramAlertsService,
} from '../telegram';

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
  registerPrizesRoutes(app, { prizes: createPrizesService({ prizes: createPrizesRepository(db) }) });
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
