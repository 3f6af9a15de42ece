CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"cover_url" text,
	"tickers" text[] DEFAULT '{}'::text[] NOT NULL,
	"idea_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pro_only" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_slug_unique" ON "content_entries" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_entries_feed_idx" ON "content_entries" USING btree ("kind","status","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);