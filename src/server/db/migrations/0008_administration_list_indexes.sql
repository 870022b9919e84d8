CREATE INDEX "agencies_created_idx" ON "agencies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "agencies_name_idx" ON "agencies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_agency_username_idx" ON "users" USING btree ("agency_id","username");--> statement-breakpoint
CREATE INDEX "users_agency_created_idx" ON "users" USING btree ("agency_id","created_at","id");