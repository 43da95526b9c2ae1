CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(255),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"first_name" varchar(255) NOT NULL,
	"last_name" varchar(255) NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"image" varchar(255),
	"password_hash" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"should_verify" boolean DEFAULT false NOT NULL,
	"can_edit_clothing_sizes" boolean DEFAULT true NOT NULL,
	"should_upload_certificate" boolean DEFAULT false NOT NULL,
	"certificate" varchar(255),
	"date_of_birth" date,
	"nationality" varchar(255),
	"origin" varchar(2),
	"sex" smallint,
	"phone_number" varchar(30),
	"cell_phone" varchar(30),
	"secondary_email" varchar(255),
	"t_shirt" varchar(10),
	"street_name" varchar(255),
	"house_number" varchar(20),
	"bus" varchar(20),
	"zip_code" varchar(10),
	"city_name" varchar(255),
	"pictures" boolean DEFAULT false NOT NULL,
	"privacy_accepted_at" timestamp with time zone,
	"owner_remarks" text,
	"remarks" text,
	"height" smallint,
	"chest" smallint,
	"waist" smallint,
	"hip_size" smallint,
	"head_size" smallint,
	"clothing_size" varchar(10),
	"clothing_frozen" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_id" integer,
	"creation_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"since" date,
	"last_login" timestamp with time zone,
	"last_activity" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" varchar(255) NOT NULL,
	"rights" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_access_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"access_role_id" integer NOT NULL,
	"project_id" integer
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"fine" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template" varchar(64),
	"status" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"title" varchar(255),
	"subtitle" varchar(255),
	"open_from" date,
	"closed_from" date,
	"closed_off_stage" date,
	"project_closed" date,
	"roles_open" date,
	"roles_closed" date,
	"edit_registration_closed" date,
	"delete_registration_closed" date,
	"auditions_enabled" boolean DEFAULT false NOT NULL,
	"audition_hint" varchar(255),
	"extended" boolean DEFAULT false NOT NULL,
	"creation_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"location" smallint NOT NULL,
	"auditioning" boolean DEFAULT false NOT NULL,
	"part_of_town" integer,
	"talents" text,
	"remarks" text,
	"owner_remarks" text,
	"diet" varchar(255),
	"creation_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_roles" ADD CONSTRAINT "user_access_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_roles" ADD CONSTRAINT "user_access_roles_access_role_id_access_roles_id_fk" FOREIGN KEY ("access_role_id") REFERENCES "public"."access_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_roles" ADD CONSTRAINT "user_access_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_idx" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "users_level_idx" ON "users" USING btree ("level");--> statement-breakpoint
CREATE INDEX "users_sex_idx" ON "users" USING btree ("sex");--> statement-breakpoint
CREATE INDEX "users_birth_idx" ON "users" USING btree ("date_of_birth");--> statement-breakpoint
CREATE INDEX "users_creation_idx" ON "users" USING btree ("creation_dt");--> statement-breakpoint
CREATE INDEX "users_owner_idx" ON "users" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("city_name", '') || ' ' || coalesce("phone_number", '') || ' ' || coalesce("cell_phone", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "access_roles_name_idx" ON "access_roles" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_access_roles_unique_idx" ON "user_access_roles" USING btree ("user_id","access_role_id",coalesce("project_id", 0));--> statement-breakpoint
CREATE INDEX "user_access_roles_role_idx" ON "user_access_roles" USING btree ("access_role_id");--> statement-breakpoint
CREATE INDEX "user_access_roles_project_idx" ON "user_access_roles" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "projects_name_idx" ON "projects" USING btree ("name");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_user_project_idx" ON "registrations" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE INDEX "registrations_project_idx" ON "registrations" USING btree ("project_id","location");