CREATE TABLE "message_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"ref_id" integer,
	"cast_id" integer
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"author_id" integer,
	"creation_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages_read" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"opened_dt" timestamp with time zone,
	"read_dt" timestamp with time zone,
	CONSTRAINT "messages_read_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "message_mail" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "message_selections" ADD CONSTRAINT "message_selections_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_selections" ADD CONSTRAINT "message_selections_cast_id_casts_id_fk" FOREIGN KEY ("cast_id") REFERENCES "public"."casts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages_read" ADD CONSTRAINT "messages_read_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages_read" ADD CONSTRAINT "messages_read_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_selections_message_idx" ON "message_selections" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_project_creation_idx" ON "messages" USING btree ("project_id","creation_dt");--> statement-breakpoint
CREATE INDEX "messages_unsent_idx" ON "messages" USING btree ("creation_dt") WHERE "messages"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "messages_read_user_idx" ON "messages_read" USING btree ("user_id","message_id");--> statement-breakpoint
CREATE INDEX "messages_read_unread_idx" ON "messages_read" USING btree ("user_id") WHERE "messages_read"."opened_dt" is null and "messages_read"."read_dt" is null;