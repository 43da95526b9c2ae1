CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" varchar(255) NOT NULL,
	"category_id" integer NOT NULL,
	"clothing_size_id" integer NOT NULL,
	"fabric_id" integer,
	"pattern_id" integer,
	"color_id" integer,
	"rack_id" integer,
	"tags" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"washing" boolean DEFAULT false NOT NULL,
	"rented" boolean DEFAULT false NOT NULL,
	"rented_project" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 1 NOT NULL,
	"with_vat" boolean DEFAULT false NOT NULL,
	"creation_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coulisse_unaccent(lower(lpad("articles"."id"::text, 6, '0') || ' ' || "articles"."description" || ' ' || replace("articles"."tags", '|', ' ')))) STORED
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date,
	"price_a" numeric(10, 2) NOT NULL,
	"price_b" numeric(10, 2) NOT NULL,
	"price_c" numeric(10, 2) NOT NULL,
	"price_d" numeric(10, 2) NOT NULL,
	"price_e" numeric(10, 2) NOT NULL,
	"replacement_price" numeric(10, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clothing_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fabrics" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" varchar(36) NOT NULL,
	"order_id" integer NOT NULL,
	"group_id" integer,
	"article_id" integer NOT NULL,
	"amount" integer DEFAULT 1 NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"creation_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"type" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"company_name" varchar(255),
	"social_security" varchar(50),
	"unique_number" varchar(50),
	"bank_account" varchar(50),
	"cell_phone" varchar(50) NOT NULL,
	"email" varchar(255) NOT NULL,
	"street_name" varchar(255) NOT NULL,
	"house_number" varchar(20) NOT NULL,
	"bus" varchar(20),
	"zip_code" varchar(20) NOT NULL,
	"city_name" varchar(255) NOT NULL,
	"project_name" varchar(255),
	"project_owner" varchar(255),
	"project_owner_cell_phone" varchar(50),
	"from_dt" date NOT NULL,
	"to_dt" date NOT NULL,
	"periods" integer NOT NULL,
	"info" text,
	"price_category" integer NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"replacement_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"vat" numeric(12, 2) DEFAULT 0 NOT NULL,
	"fine" numeric(12, 2) DEFAULT 0 NOT NULL,
	"billed" boolean DEFAULT false NOT NULL,
	"canceled" boolean DEFAULT false NOT NULL,
	"returned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patterns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "racks" (
	"id" integer PRIMARY KEY NOT NULL,
	"description" varchar(255) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_clothing_size_id_clothing_sizes_id_fk" FOREIGN KEY ("clothing_size_id") REFERENCES "public"."clothing_sizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_pattern_id_patterns_id_fk" FOREIGN KEY ("pattern_id") REFERENCES "public"."patterns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_rack_id_racks_id_fk" FOREIGN KEY ("rack_id") REFERENCES "public"."racks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_prices" ADD CONSTRAINT "category_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_size_idx" ON "articles" USING btree ("clothing_size_id");--> statement-breakpoint
CREATE INDEX "articles_rack_idx" ON "articles" USING btree ("rack_id");--> statement-breakpoint
CREATE INDEX "articles_description_idx" ON "articles" USING btree ("description","id");--> statement-breakpoint
CREATE INDEX "articles_search_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "category_prices_category_start_idx" ON "category_prices" USING btree ("category_id","start_dt");--> statement-breakpoint
CREATE INDEX "order_groups_order_idx" ON "order_groups" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_article_idx" ON "order_items" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "orders_to_dt_idx" ON "orders" USING btree ("to_dt","id");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("billed","canceled","id");