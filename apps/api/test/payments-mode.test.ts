// Payments are safe by default: outside development the provider and its secret are required settings
// (the server refuses to start), an explicit sandbox is announced at start and on the checkout pages,
// and the published sandbox secret signs nothing there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@investradar/ui/domain';
import { PAYMENT_ANSWER } from '../src/features/money/payments-protocol';
import {
  paymentsSettingsFromEnv,
  PaymentsSettingsError,
  SANDBOX_API_SECRET,
  SANDBOX_PUBLIC_ID,
  sandboxPaymentsWarning,
} from '../src/features/money/payment-provider';
import { contentHmac } from '../src/features/money/payments-signature';
import { Agent, describeOnDatabases, TEST_DATABASE_URL } from './support';
import { createPostgresDatabase, listeningPort, run } from './security-processes';

const OWN_SECRET = 'operator-own-payments-secret-0123456789abcdef';

describe('payment settings outside development', () => {
  it('production without PAYMENTS_PROVIDER is refused with a message naming the settings', () => {
    expect(() => paymentsSettingsFromEnv({ NODE_ENV: 'production' })).toThrow(PaymentsSettingsError);
    expect(() => paymentsSettingsFromEnv({ NODE_ENV: 'production' })).toThrow(
      /PAYMENTS_PROVIDER is required with NODE_ENV=production.*cloudpayments.*PAYMENTS_PUBLIC_ID.*PAYMENTS_API_SECRET.*PAYMENTS_PROVIDER=sandbox/,
    );
    // Any environment other than development and test is treated the same (a staging server too).
    expect(() => paymentsSettingsFromEnv({ NODE_ENV: 'staging' })).toThrow(/PAYMENTS_PROVIDER is required/);
  });

  it('an explicit sandbox needs a secret of its own; the published one is refused', () => {
    expect(() => paymentsSettingsFromEnv({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENTS_API_SECRET is required/,
    );
    expect(() =>
      paymentsSettingsFromEnv({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'sandbox',
        PAYMENTS_API_SECRET: SANDBOX_API_SECRET,
      }),
    ).toThrow(/published development secret/);
    const settings = paymentsSettingsFromEnv({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'sandbox',
      PAYMENTS_API_SECRET: OWN_SECRET,
    });
    expect(settings).toMatchObject({ provider: 'sandbox', apiSecret: OWN_SECRET });
    // Announced at start.
    expect(sandboxPaymentsWarning(settings, { NODE_ENV: 'production' })).toMatch(/TEST MODE/);
  });

  it('cloudpayments needs its public id and secret, and never takes the sandbox secret', () => {
    expect(() => paymentsSettingsFromEnv({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'cloudpayments' })).toThrow(
      /needs PAYMENTS_PUBLIC_ID and PAYMENTS_API_SECRET/,
    );
    expect(() =>
      paymentsSettingsFromEnv({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'cloudpayments',
        PAYMENTS_PUBLIC_ID: 'pk_live',
        PAYMENTS_API_SECRET: SANDBOX_API_SECRET,
      }),
    ).toThrow(/published development secret/);
    const settings = paymentsSettingsFromEnv({
      NODE_ENV: 'production',
      PAYMENTS_PROVIDER: 'cloudpayments',
      PAYMENTS_PUBLIC_ID: 'pk_live',
      PAYMENTS_API_SECRET: OWN_SECRET,
    });
    expect(settings).toMatchObject({ provider: 'cloudpayments', publicId: 'pk_live', apiSecret: OWN_SECRET });
    expect(sandboxPaymentsWarning(settings, { NODE_ENV: 'production' })).toBeUndefined();
  });

  it('development and tests keep working with no settings (the sandbox and its published secret)', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const settings = paymentsSettingsFromEnv(env);
      expect(settings).toMatchObject({
        provider: 'sandbox',
        publicId: SANDBOX_PUBLIC_ID,
        apiSecret: SANDBOX_API_SECRET,
      });
      expect(sandboxPaymentsWarning(settings, env)).toBeUndefined();
    }
    expect(() => paymentsSettingsFromEnv({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/sandbox or cloudpayments/);
  });
});

describeOnDatabases('an explicit sandbox outside development', (ctx) => {
  const production = () =>
    paymentsSettingsFromEnv({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox', PAYMENTS_API_SECRET: OWN_SECRET });

  it('refuses notifications signed with the published secret and takes those signed with its own', async () => {
    const app = await ctx.buildApp({ money: { settings: production() } });
    // An unknown invoice: the signature is what decides between 13 (refused) and 10 (read, unknown).
    const body = new URLSearchParams({
      TransactionId: '77001',
      Amount: '2490.00',
      Currency: 'RUB',
      InvoiceId: 'inv_does_not_exist',
      AccountId: '1',
    }).toString();
    const send = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/cloudpayments/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-hmac': contentHmac(body, secret) },
        payload: body,
      });
    expect((await send(SANDBOX_API_SECRET)).json()).toEqual({ code: PAYMENT_ANSWER.rejected });
    expect((await send(OWN_SECRET)).json()).toEqual({ code: PAYMENT_ANSWER.badInvoice });
  });

  it('tells the checkout pages it is in test mode (GET /api/config payments.test_mode)', async () => {
    const sandbox = new Agent(() => ctx.app);
    expect(((await sandbox.get('/api/config')).json() as AppConfig).payments.test_mode).toBe(true);
    const real = await ctx.buildApp({
      money: {
        settings: paymentsSettingsFromEnv({
          NODE_ENV: 'production',
          PAYMENTS_PROVIDER: 'cloudpayments',
          PAYMENTS_PUBLIC_ID: 'pk_live',
          PAYMENTS_API_SECRET: OWN_SECRET,
        }),
      },
    });
    expect(((await new Agent(() => real).get('/api/config')).json() as AppConfig).payments.test_mode).toBe(false);
  });
});

describe("the server's start in production", () => {
  it('refuses to start without payment settings, before opening any database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-payments-'));
    try {
      const child = run('src/main.ts', {
        DATA_DIR: dataDir,
        APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
        SEED: '0',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://investradar.example',
      });
      expect(await child.exited()).toBe(1);
      expect(child.output()).toMatch(/PAYMENTS_PROVIDER is required with NODE_ENV=production/);
      expect(child.output()).not.toMatch(/Server listening/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  (process.env.SKIP_POSTGRES === '1' ? it.skip : it)(
    'with PAYMENTS_PROVIDER=sandbox starts and says once that payments are in test mode [PostgreSQL]',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'investradar-payments-'));
      const database = await createPostgresDatabase(TEST_DATABASE_URL);
      const child = run('src/main.ts', {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef',
        SEED: '0',
        JOBS: 'off',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://investradar.example',
        PAYMENTS_PROVIDER: 'sandbox',
        PAYMENTS_API_SECRET: OWN_SECRET,
      });
      try {
        await listeningPort(child);
        expect(child.output().match(/payments are in TEST MODE/g)).toHaveLength(1);
      } finally {
        child.process.kill('SIGTERM');
        await child.exited();
        rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
      }
    },
    120_000,
  );
});
