CREATE TABLE "account_type_permissions" (
	"account_type" text NOT NULL,
	"permission" text NOT NULL,
	"allowed" boolean NOT NULL,
	CONSTRAINT "account_type_permissions_account_type_permission_pk" PRIMARY KEY("account_type","permission")
);
--> statement-breakpoint
CREATE TABLE "analysts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"broker_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"bet" text NOT NULL,
	"coins" integer NOT NULL,
	"result" text,
	"result_coins" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broker_admins" (
	"user_id" integer NOT NULL,
	"broker_id" integer NOT NULL,
	CONSTRAINT "broker_admins_user_id_broker_id_pk" PRIMARY KEY("user_id","broker_id")
);
--> statement-breakpoint
CREATE TABLE "brokers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brokers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_votes" (
	"user_id" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"vote" text NOT NULL,
	CONSTRAINT "idea_votes_user_id_idea_id_pk" PRIMARY KEY("user_id","idea_id")
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_id" integer NOT NULL,
	"analyst_id" integer,
	"broker_id" integer,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"horizon_days" integer NOT NULL,
	"potential_yield" numeric(8, 2) NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_with_profit" boolean
);
--> statement-breakpoint
CREATE TABLE "insider_deals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insider_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shares" bigint NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"deal_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insiders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"stock_id" integer
);
--> statement-breakpoint
CREATE TABLE "portfolio_ideas" (
	"portfolio_id" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_ideas_portfolio_id_idea_id_pk" PRIMARY KEY("portfolio_id","idea_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"portfolio_id" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"event" text NOT NULL,
	"event_txt" text NOT NULL,
	"dt" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_with_profit" boolean,
	"viewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolios_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "stocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"name" text NOT NULL,
	"ticker_url" text NOT NULL,
	CONSTRAINT "stocks_ticker_unique" UNIQUE("ticker")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"plan_id" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ext_id" text,
	"billing_card_type" text,
	"billing_card_last4" text,
	"billing_error_code" text,
	"bot" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"user_id" integer NOT NULL,
	"question_key" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "survey_answers_user_id_question_key_value_pk" PRIMARY KEY("user_id","question_key","value")
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"question_key" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "survey_options_question_key_key_pk" PRIMARY KEY("question_key","key")
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"password_hash" text,
	"name" text NOT NULL,
	"avatar" text,
	"type" text DEFAULT 'mbr_free' NOT NULL,
	"role" text,
	"partner_campaign_id" text,
	"country" text DEFAULT 'RU' NOT NULL,
	"social_provider" text,
	"social_photo" text,
	"coins" integer DEFAULT 0 NOT NULL,
	"rating" integer,
	"liga_rating" integer,
	"notify_weekly_newsletter" smallint DEFAULT 1 NOT NULL,
	"notify_portfolio_events" smallint DEFAULT 1 NOT NULL,
	"notify_news" smallint DEFAULT 1 NOT NULL,
	"notify_bets" smallint DEFAULT 1 NOT NULL,
	"onboarding" boolean DEFAULT true NOT NULL,
	"need_show_bonus_modal" boolean DEFAULT true NOT NULL,
	"do_show_survey" boolean DEFAULT true NOT NULL,
	"premium_expires_at" timestamp with time zone,
	"premium_lifetime" boolean DEFAULT false NOT NULL,
	"premium_promocode" boolean DEFAULT false NOT NULL,
	"has_active_promocode" boolean DEFAULT false NOT NULL,
	"can_upgrade_tariff_via_promocode" boolean DEFAULT false NOT NULL,
	"telegram_bot_user" boolean DEFAULT false NOT NULL,
	"telegram_bonus_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysts" ADD CONSTRAINT "analysts_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_admins" ADD CONSTRAINT "broker_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_admins" ADD CONSTRAINT "broker_admins_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_analyst_id_analysts_id_fk" FOREIGN KEY ("analyst_id") REFERENCES "public"."analysts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD CONSTRAINT "insider_deals_insider_id_insiders_id_fk" FOREIGN KEY ("insider_id") REFERENCES "public"."insiders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insider_deals" ADD CONSTRAINT "insider_deals_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insiders" ADD CONSTRAINT "insiders_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_ideas" ADD CONSTRAINT "portfolio_ideas_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_ideas" ADD CONSTRAINT "portfolio_ideas_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_updates" ADD CONSTRAINT "portfolio_updates_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_updates" ADD CONSTRAINT "portfolio_updates_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_key_survey_questions_key_fk" FOREIGN KEY ("question_key") REFERENCES "public"."survey_questions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_question_key_survey_questions_key_fk" FOREIGN KEY ("question_key") REFERENCES "public"."survey_questions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysts_broker_id_idx" ON "analysts" USING btree ("broker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_user_idea_unique" ON "bets" USING btree ("user_id","idea_id");--> statement-breakpoint
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ideas_stock_id_idx" ON "ideas" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "insider_deals_insider_id_idx" ON "insider_deals" USING btree ("insider_id");--> statement-breakpoint
CREATE INDEX "insider_deals_stock_id_idx" ON "insider_deals" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "insiders_name_trgm_idx" ON "insiders" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "portfolio_updates_portfolio_id_idx" ON "portfolio_updates" USING btree ("portfolio_id","viewed_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stocks_name_trgm_idx" ON "stocks" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stocks_ticker_trgm_idx" ON "stocks" USING gin (lower("ticker") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");