CREATE TABLE "casts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"on_stage" boolean DEFAULT true NOT NULL,
	"role" boolean DEFAULT false NOT NULL,
	"for_extended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"identifier" varchar(5) NOT NULL,
	"street_name" varchar(255) NOT NULL,
	"house_number" varchar(20) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"city_name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_choices" (
	"registration_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	CONSTRAINT "registration_choices_registration_id_choice_id_pk" PRIMARY KEY("registration_id","choice_id")
);
--> statement-breakpoint
CREATE TABLE "repetition_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" varchar(30) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "reply_to" varchar(255);--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "diet_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_choices" ADD CONSTRAINT "registration_choices_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_choices" ADD CONSTRAINT "registration_choices_choice_id_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repetition_types" ADD CONSTRAINT "repetition_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casts_project_name_idx" ON "casts" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE INDEX "choices_project_idx" ON "choices" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_project_identifier_idx" ON "locations" USING btree ("project_id",lower("identifier"));--> statement-breakpoint
CREATE INDEX "registration_choices_choice_idx" ON "registration_choices" USING btree ("choice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repetition_types_project_name_idx" ON "repetition_types" USING btree ("project_id",lower("name"));