CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"username" text NOT NULL,
	"type" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"reply_message_id" uuid,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type_check" CHECK ("feedback"."type" in (0, 1, 2, 3, 4, 6)),
	CONSTRAINT "feedback_status_check" CHECK ("feedback"."status" in ('open', 'replied'))
);
--> statement-breakpoint
CREATE TABLE "inbox_broadcasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"segment" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"recipients" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "inbox_broadcasts_status_check" CHECK ("inbox_broadcasts"."status" in ('scheduled', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"template" text,
	"params" jsonb,
	"broadcast_id" uuid,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_messages_kind_check" CHECK ("inbox_messages"."kind" in ('staff', 'feedback_reply', 'system'))
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_broadcasts" ADD CONSTRAINT "inbox_broadcasts_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_brand_brands_code_fk" FOREIGN KEY ("brand") REFERENCES "public"."brands"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_broadcast_id_inbox_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."inbox_broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_brand_idx" ON "feedback" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "inbox_broadcasts_due_idx" ON "inbox_broadcasts" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "inbox_broadcasts_brand_idx" ON "inbox_broadcasts" USING btree ("brand","created_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_member_idx" ON "inbox_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_broadcast_member_idx" ON "inbox_messages" USING btree ("broadcast_id","member_id") WHERE "inbox_messages"."broadcast_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_ref_idx" ON "inbox_messages" USING btree ("member_id","ref") WHERE "inbox_messages"."ref" is not null;