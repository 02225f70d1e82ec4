CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"outcome" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"error" text,
	"trigger" text NOT NULL,
	CONSTRAINT "job_runs_outcome" CHECK ("job_runs"."outcome" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_period" ON "job_runs" USING btree ("job","period_key");--> statement-breakpoint
CREATE INDEX "job_runs_recent" ON "job_runs" USING btree ("job","started_at");