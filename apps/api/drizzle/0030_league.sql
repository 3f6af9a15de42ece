CREATE TABLE "coin_accrual_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"credited" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coin_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"subject" text,
	"ref" text,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_settlements" (
	"idea_id" integer PRIMARY KEY NOT NULL,
	"bets" integer NOT NULL,
	"wins" integer NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_attributions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" text NOT NULL,
	"amount_rub" numeric(12, 2) NOT NULL,
	"reward_rub" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_visits" (
	"campaign_id" text NOT NULL,
	"day" date NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_visits_campaign_id_day_pk" PRIMARY KEY("campaign_id","day")
);
--> statement-breakpoint
CREATE TABLE "prize_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"status" text NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"coins" integer NOT NULL,
	"description" text NOT NULL,
	"disclaimer" text,
	"img" text,
	"stock" integer,
	"pro_only" boolean DEFAULT false NOT NULL,
	"pro_days" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telegram_bonus_redemptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"telegram_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coin_ledger" ADD CONSTRAINT "coin_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_settlements" ADD CONSTRAINT "league_settlements_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_attributions" ADD CONSTRAINT "partner_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_payments" ADD CONSTRAINT "partner_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_orders" ADD CONSTRAINT "prize_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_orders" ADD CONSTRAINT "prize_orders_prize_id_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_bonus_redemptions" ADD CONSTRAINT "telegram_bonus_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_key_unique" ON "coin_ledger" USING btree ("key");--> statement-breakpoint
CREATE INDEX "coin_ledger_user_idx" ON "coin_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_attributions_campaign_idx" ON "partner_attributions" USING btree ("campaign_id","registered_at");--> statement-breakpoint
CREATE INDEX "partner_payments_campaign_idx" ON "partner_payments" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "prize_orders_user_idx" ON "prize_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "telegram_bonus_redemptions_tg_unique" ON "telegram_bonus_redemptions" USING btree ("telegram_user_id");--> statement-breakpoint
-- The balance can never go negative, whatever the code path: every spend is one conditional UPDATE, and this is the floor under it.
ALTER TABLE "users" ADD CONSTRAINT "users_coins_not_negative" CHECK ("coins" >= 0);--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_stock_not_negative" CHECK ("stock" IS NULL OR "stock" >= 0);
--> statement-breakpoint
-- Balances that predate the ledger become its first row, so the ledger of every account sums to its balance.
INSERT INTO "coin_ledger" ("user_id", "amount", "reason", "key") SELECT "id", "coins", 'opening', 'opening:' || "id" FROM "users" WHERE "coins" <> 0;
--> statement-breakpoint
-- The prize shop's catalogue (the operator edits it in the table): PRO days for PRO members, goods delivered free across Russia.
INSERT INTO "prizes" ("type", "title", "coins", "description", "disclaimer", "img", "stock", "pro_only", "pro_days", "position") VALUES
  ('subscription', 'PRO на 1 месяц', 4000, 'Расширенный поиск, полный инсайдерский радар и бот в мессенджере на 30 дней.', 'Если PRO уже подключен, срок действия продлевается.', NULL, NULL, true, 30, 1),
  ('subscription', 'PRO на 3 месяца', 11000, 'Все возможности PRO на 90 дней: сохраненные фильтры, выгрузка в Excel и еженедельная рассылка.', 'Если PRO уже подключен, срок действия продлевается.', NULL, NULL, true, 90, 2),
  ('subscription', 'PRO на 12 месяцев', 40000, 'Год полного доступа к идеям, радару и статистике аналитиков.', NULL, NULL, NULL, true, 365, 3),
  ('merch', 'Блокнот инвестора', 1500, 'Блокнот А5 для торгового дневника: 120 страниц в точку.', 'Адрес доставки уточним после обмена.', '/img/prizes/notebook.svg', 100, false, NULL, 11),
  ('merch', 'Кружка «Инвестрадар»', 2500, 'Керамическая кружка 350 мл с графиком, который всегда растет.', 'Адрес доставки уточним после обмена.', '/img/prizes/mug.svg', 50, false, NULL, 12),
  ('merch', 'Худи «Купил на хаях»', 15000, 'Плотный хлопок, размеры от S до XXL.', 'Размер уточним вместе с адресом доставки.', '/img/prizes/hoodie.svg', 20, false, NULL, 13);
