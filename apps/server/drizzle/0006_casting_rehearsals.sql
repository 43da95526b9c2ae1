CREATE TABLE "group_links" (
	"group_id" integer NOT NULL,
	"linked_group_id" integer NOT NULL,
	CONSTRAINT "group_links_group_id_linked_group_id_pk" PRIMARY KEY("group_id","linked_group_id")
);
--> statement-breakpoint
CREATE TABLE "group_users" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cast_id" integer NOT NULL,
	CONSTRAINT "group_users_group_id_cast_id_user_id_pk" PRIMARY KEY("group_id","cast_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"identifier" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "project_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"identifier" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text,
	"speaking" boolean DEFAULT false NOT NULL,
	"for_extended" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_users" (
	"role_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"cast_id" integer NOT NULL,
	CONSTRAINT "role_users_role_id_cast_id_user_id_pk" PRIMARY KEY("role_id","cast_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scene_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"identifier" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "scene_project_groups" (
	"scene_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "scene_project_groups_scene_id_group_id_pk" PRIMARY KEY("scene_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "scene_roles" (
	"scene_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "scene_roles_scene_id_role_id_pk" PRIMARY KEY("scene_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "scenes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"scene_group_id" integer,
	"identifier" varchar(30) NOT NULL,
	"name" varchar(255) NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "presences" (
	"repetition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"present" boolean DEFAULT false NOT NULL,
	"marked_present" boolean DEFAULT true NOT NULL,
	"reason" varchar(255),
	"present_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presences_repetition_id_user_id_pk" PRIMARY KEY("repetition_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "repetition_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"repetition_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"ref_id" integer,
	"cast_id" integer
);
--> statement-breakpoint
CREATE TABLE "repetitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"identifier" varchar(10) NOT NULL,
	"name" varchar(70) NOT NULL,
	"description" varchar(255),
	"start_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"location_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"register" boolean DEFAULT false NOT NULL,
	"send_mail" boolean DEFAULT false NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"creation_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin" varchar(5);--> statement-breakpoint
ALTER TABLE "group_links" ADD CONSTRAINT "group_links_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_links" ADD CONSTRAINT "group_links_linked_group_id_project_groups_id_fk" FOREIGN KEY ("linked_group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_users" ADD CONSTRAINT "group_users_cast_id_casts_id_fk" FOREIGN KEY ("cast_id") REFERENCES "public"."casts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_users" ADD CONSTRAINT "role_users_role_id_project_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."project_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_users" ADD CONSTRAINT "role_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_users" ADD CONSTRAINT "role_users_cast_id_casts_id_fk" FOREIGN KEY ("cast_id") REFERENCES "public"."casts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_groups" ADD CONSTRAINT "scene_groups_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_project_groups" ADD CONSTRAINT "scene_project_groups_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_project_groups" ADD CONSTRAINT "scene_project_groups_group_id_project_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."project_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_roles" ADD CONSTRAINT "scene_roles_scene_id_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scene_roles" ADD CONSTRAINT "scene_roles_role_id_project_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."project_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenes" ADD CONSTRAINT "scenes_scene_group_id_scene_groups_id_fk" FOREIGN KEY ("scene_group_id") REFERENCES "public"."scene_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_repetition_id_repetitions_id_fk" FOREIGN KEY ("repetition_id") REFERENCES "public"."repetitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presences" ADD CONSTRAINT "presences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repetition_selections" ADD CONSTRAINT "repetition_selections_repetition_id_repetitions_id_fk" FOREIGN KEY ("repetition_id") REFERENCES "public"."repetitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repetition_selections" ADD CONSTRAINT "repetition_selections_cast_id_casts_id_fk" FOREIGN KEY ("cast_id") REFERENCES "public"."casts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repetitions" ADD CONSTRAINT "repetitions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repetitions" ADD CONSTRAINT "repetitions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repetitions" ADD CONSTRAINT "repetitions_type_id_repetition_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."repetition_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_links_linked_idx" ON "group_links" USING btree ("linked_group_id");--> statement-breakpoint
CREATE INDEX "group_users_user_idx" ON "group_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_users_cast_idx" ON "group_users" USING btree ("cast_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_groups_identifier_idx" ON "project_groups" USING btree ("project_id",lower("identifier"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_roles_identifier_idx" ON "project_roles" USING btree ("project_id",lower("identifier"));--> statement-breakpoint
CREATE INDEX "role_users_user_idx" ON "role_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "role_users_cast_idx" ON "role_users" USING btree ("cast_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scene_groups_identifier_idx" ON "scene_groups" USING btree ("project_id",lower("identifier"));--> statement-breakpoint
CREATE INDEX "scene_project_groups_group_idx" ON "scene_project_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "scene_roles_role_idx" ON "scene_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scenes_identifier_idx" ON "scenes" USING btree ("project_id",lower("identifier"));--> statement-breakpoint
CREATE INDEX "scenes_scene_group_idx" ON "scenes" USING btree ("scene_group_id");--> statement-breakpoint
CREATE INDEX "presences_user_idx" ON "presences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "repetition_selections_repetition_idx" ON "repetition_selections" USING btree ("repetition_id");--> statement-breakpoint
CREATE INDEX "repetitions_project_start_idx" ON "repetitions" USING btree ("project_id","start_dt");--> statement-breakpoint
CREATE INDEX "repetitions_start_idx" ON "repetitions" USING btree ("start_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "users_pin_idx" ON "users" USING btree ("pin");