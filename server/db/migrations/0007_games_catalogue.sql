CREATE TABLE "game_favourites" (
	"member_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"member_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"vassalage" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"game_type" text NOT NULL,
	"play_money" boolean NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_check" CHECK ("game_rounds"."status" in ('open', 'settled', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"token_hash" text NOT NULL,
	"play_money" boolean NOT NULL,
	"currency" text NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"vassalage" text NOT NULL,
	"display_name" text NOT NULL,
	"display_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mobile_large_icon" text NOT NULL,
	"game_type" text NOT NULL,
	"game_category" text NOT NULL,
	"vassalage_lobby" boolean DEFAULT false NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"wallet_secret" text NOT NULL,
	"unknown_rollback" text DEFAULT 'OK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_unknown_rollback_check" CHECK ("game_vendors"."unknown_rollback" in ('OK', 'TRANSACTION_NOT_FOUND'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"game_code" text NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text,
	"room_id" text,
	"game_name" text NOT NULL,
	"game_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text,
	"min_bet" bigint NOT NULL,
	"lines" integer,
	"jackpot" boolean DEFAULT false NOT NULL,
	"show_icon" boolean DEFAULT true NOT NULL,
	"icon_url" text NOT NULL,
	"support_play" boolean DEFAULT true NOT NULL,
	"is_game_h5" boolean DEFAULT true NOT NULL,
	"free_play" boolean DEFAULT false NOT NULL,
	"lotto_mode" text,
	"hot" boolean DEFAULT false NOT NULL,
	"hot_pin" integer,
	"sorting" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rtp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"vassalage" text NOT NULL,
	"call" text NOT NULL,
	"request_id" text,
	"transaction_id" text,
	"status" text NOT NULL,
	"http_status" integer NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"vassalage" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid,
	"session_id" uuid,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_transaction_id" text,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"entry_id" uuid,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "provider_transactions_status_check" CHECK ("provider_transactions"."status" in ('ok', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"game_code" text NOT NULL,
	"player_token" text NOT NULL,
	"client_key_hash" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_spins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_spins" ADD CONSTRAINT "studio_spins_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member_idx" ON "game_favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_recent_member_idx" ON "game_recent" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_vendor_round_uq" ON "game_rounds" USING btree ("brand","vassalage","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("member_id","started_at");--> statement-breakpoint
CREATE INDEX "game_rounds_payout_idx" ON "game_rounds" USING btree ("brand","settled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_uq" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_brand_vassalage_uq" ON "game_vendors" USING btree ("brand","vassalage");--> statement-breakpoint
CREATE UNIQUE INDEX "games_brand_vendor_code_uq" ON "games" USING btree ("brand","vassalage","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_brand_node_uq" ON "games" USING btree ("brand","node_id");--> statement-breakpoint
CREATE INDEX "games_brand_type_idx" ON "games" USING btree ("brand","game_type","sorting");--> statement-breakpoint
CREATE INDEX "provider_calls_vendor_idx" ON "provider_calls" USING btree ("brand","vassalage","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_vendor_tx_uq" ON "provider_transactions" USING btree ("brand","vassalage","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_reference_idx" ON "provider_transactions" USING btree ("brand","vassalage","reference_transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("brand","vassalage","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_spins_round_uq" ON "studio_spins" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "studio_spins_session_idx" ON "studio_spins" USING btree ("session_id","created_at");