CREATE TABLE "stats_daily" (
	"brand" text NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"value" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stats_daily_brand_day_metric_dimension_pk" PRIMARY KEY("brand","day","metric","dimension"),
	CONSTRAINT "stats_daily_metric_check" CHECK ("stats_daily"."metric" in ('stakes', 'payouts', 'bonus_cost', 'rebates', 'deposits', 'withdrawals', 'registrations', 'first_deposits', 'active_players', 'turnover'))
);
--> statement-breakpoint
CREATE INDEX "stats_daily_day_idx" ON "stats_daily" USING btree ("day","brand");--> statement-breakpoint
CREATE INDEX "members_brand_created_idx" ON "members" USING btree ("brand","created_at");