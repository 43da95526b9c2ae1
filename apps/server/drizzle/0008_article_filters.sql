CREATE INDEX "articles_fabric_idx" ON "articles" USING btree ("fabric_id");--> statement-breakpoint
CREATE INDEX "articles_pattern_idx" ON "articles" USING btree ("pattern_id");--> statement-breakpoint
CREATE INDEX "articles_color_idx" ON "articles" USING btree ("color_id");--> statement-breakpoint
CREATE INDEX "articles_active_idx" ON "articles" USING btree ("id") WHERE "articles"."active";--> statement-breakpoint
CREATE INDEX "articles_inactive_idx" ON "articles" USING btree ("id") WHERE not "articles"."active";--> statement-breakpoint
CREATE INDEX "articles_washing_idx" ON "articles" USING btree ("id") WHERE "articles"."active" and "articles"."washing";--> statement-breakpoint
CREATE INDEX "articles_rented_idx" ON "articles" USING btree ("id") WHERE "articles"."active" and not "articles"."washing" and "articles"."rented";--> statement-breakpoint
CREATE INDEX "articles_rented_project_idx" ON "articles" USING btree ("id") WHERE "articles"."active" and not "articles"."washing" and not "articles"."rented" and "articles"."rented_project";