// kill -9 of the server between receiving a pay notification and answering it: the ledger row and the
// subscription are one transaction, so nothing of it survives, and the provider's retry (to the
// restarted server) credits exactly once. A real server process on PostgreSQL; the database holds the
// request in the middle of its transaction (a trigger that sleeps) while the test kills the process.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHmac } from '../src/features/money/payments-signature';
import { SANDBOX_API_SECRET } from '../src/features/money/payment-provider';
import { TEST_DATABASE_URL } from './support';
import { createPostgresDatabase, listeningPort, run, type Child } from './security-processes';

const SECRET = 'crash-test-secret-0123456789abcdef0123456789';

(process.env.SKIP_POSTGRES === '1' ? describe.skip : describe)(
  'payments: kill -9 mid-notification [PostgreSQL]',
  () => {
    let database: { url: string; drop: () => Promise<void> };
    let client: pg.Client;
    const children: Child[] = [];

    beforeAll(async () => {
      database = await createPostgresDatabase(TEST_DATABASE_URL);
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    });
    afterAll(async () => {
      for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGKILL');
      await client?.end();
      await database?.drop();
    });

    function start(): Child {
      const child = run('src/main.ts', {
        DATABASE_URL: database.url,
        APP_SECRET: SECRET,
        SEED: '0',
        LOG_REQUESTS: '0',
      });
      children.push(child);
      return child;
    }

    const count = async (statement: string, params: unknown[] = []) =>
      Number((await client.query(statement, params)).rows[0].n);

    it('after the restart the retried notification credits exactly once', { timeout: 120_000 }, async () => {
      const first = start();
      const port = await listeningPort(first);
      const user = await client.query(
        `INSERT INTO users (email, name) VALUES ('crash-buyer@example.ru', 'Покупатель') RETURNING id`,
      );
      const userId: number = user.rows[0].id;
      await client.query(
        `INSERT INTO payment_invoices (id, user_id, plan_id, amount, purpose) VALUES ('inv_crash', $1, 1066, 249000, 'buy')`,
        [userId],
      );
      // The credit's transaction has written the ledger row when it marks the invoice paid: hold it there.
      await client.query(`
      CREATE FUNCTION test_hold_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(4); RETURN NEW; END $$`);
      await client.query(
        `CREATE TRIGGER test_hold_payment BEFORE UPDATE ON payment_invoices FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION test_hold_payment()`,
      );

      const body = new URLSearchParams({
        TransactionId: '7700000001',
        Amount: '2490.00',
        Currency: 'RUB',
        InvoiceId: 'inv_crash',
        AccountId: String(userId),
        CardLastFour: '5556',
        CardType: 'Visa',
        Token: 'tk_sandbox_ok_crash',
        SubscriptionId: 'sc_crash',
        Status: 'Completed',
      }).toString();
      const send = (to: number) =>
        fetch(`http://127.0.0.1:${to}/api/payments/cloudpayments/pay`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-hmac': contentHmac(body, SANDBOX_API_SECRET),
          },
          body,
        });

      const pending = send(port).catch((error: unknown) => error);
      // Wait until the transaction is inside the trigger, then kill the server outright.
      for (let i = 0; i < 100; i++) {
        if (
          (await count(
            `SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'update "payment_invoices"%' AND state = 'active'`,
          )) > 0
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      first.process.kill('SIGKILL');
      expect(await first.exited()).toBe('SIGKILL');
      expect(await pending).toBeInstanceOf(Error);
      await client.query('DROP TRIGGER test_hold_payment ON payment_invoices');

      const second = start();
      const port2 = await listeningPort(second);
      // The provider retries (its own schedule; here at once, concurrently twice, and once more after).
      const answers = await Promise.all([send(port2), send(port2)]);
      for (const answer of answers) expect(await answer.json()).toEqual({ code: 0 });
      expect(await (await send(port2)).json()).toEqual({ code: 0 });

      expect(await count(`SELECT count(*) AS n FROM payments WHERE transaction_id = '7700000001'`)).toBe(1);
      expect(
        await count(
          `SELECT count(*) AS n FROM subscriptions WHERE user_id = $1 AND status = 'active' AND plan_id = 1066`,
          [userId],
        ),
      ).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM payment_invoices WHERE id = 'inv_crash' AND status = 'paid'`)).toBe(
        1,
      );
      expect(
        await count(
          `SELECT count(*) AS n FROM users WHERE id = $1 AND type = 'mbr_premium' AND premium_expires_at > now() + interval '89 days'`,
          [userId],
        ),
      ).toBe(1);
      second.process.kill('SIGTERM');
      await second.exited();
    });
  },
);
