import { appConfigSchema, type AppConfig, type Plan } from '@investradar/ui/domain';
import { planCatalogProblems } from './features/money';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from './config';

export const DEFAULT_APP_CONFIG_FILE = path.join(API_ROOT, 'config/app-config.json');

/**
 * GET /api/config comes from a JSON file (APP_CONFIG_FILE, default apps/api/config/app-config.json),
 * checked against the domain's appConfigSchema at start so a broken file stops the server instead of
 * the app. BILLING_UPDATE_URL overrides the card provider's address per environment.
 */
export function loadAppConfig(file: string = DEFAULT_APP_CONFIG_FILE, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  if (env.BILLING_UPDATE_URL)
    raw.payments = { ...(raw.payments as object), billing_update_url: env.BILLING_UPDATE_URL };
  const parsed = appConfigSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid app config ${file}: ${parsed.error.message}`);
  // The plan catalogue must hold the spec's plans at no less than the minimum price (issue #15).
  const problems = planCatalogProblems(parsed.data);
  if (problems.length) throw new Error(`Invalid app config ${file}: ${problems.join('; ')}`);
  return parsed.data;
}

export function planById(config: AppConfig, id: number): Plan | undefined {
  return config.plans.find((plan) => plan.id === id);
}
