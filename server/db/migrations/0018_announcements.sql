CREATE TABLE "announcement_members" (
	"announcement_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "announcement_members_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"announcement_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "target" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "target_vip" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "announcement_members" ADD CONSTRAINT "announcement_members_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_members" ADD CONSTRAINT "announcement_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_members_member_idx" ON "announcement_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "announcement_reads_member_idx" ON "announcement_reads" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_state_check" CHECK ("announcements"."state" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_target_check" CHECK ("announcements"."target" in ('everyone', 'members', 'agents', 'vip', 'list'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_target_vip_check" CHECK (("announcements"."target" = 'vip') = ("announcements"."target_vip" is not null));