CREATE TABLE "rehearsal_mail_keys" (
	"repetition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"sequence" integer NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rehearsal_mail_keys_repetition_id_user_id_kind_sequence_pk" PRIMARY KEY("repetition_id","user_id","kind","sequence")
);
--> statement-breakpoint
CREATE TABLE "rehearsal_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"repetition_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"sequence" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"announced" jsonb,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"job_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"purpose" varchar(40) PRIMARY KEY NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "rehearsal_mail_keys" ADD CONSTRAINT "rehearsal_mail_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehearsal_notices" ADD CONSTRAINT "rehearsal_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rehearsal_notices_status_due_idx" ON "rehearsal_notices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "rehearsal_notices_repetition_idx" ON "rehearsal_notices" USING btree ("repetition_id","kind");