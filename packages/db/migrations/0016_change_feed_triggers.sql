-- Cross-process cache invalidation (decision 0028): every statement that changes a table whose
-- reads may be cached sends one notification on the channel hotel_changes, with the payload
-- "<schema>.<table>". PostgreSQL delivers it when the transaction commits (never for a rolled-back
-- one) and folds identical notifications of one transaction into one, so a bulk edit of a
-- thousand nights is one message. Statement-level: the cost does not grow with the rows touched.
CREATE FUNCTION "notify_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hotel_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "city_groups_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "city_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "cities_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "brands_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "hotels_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotels" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "banners_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "room_types_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_types" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "rate_plans_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rate_plans" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "room_nights_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_nights" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "sales_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "news_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "content_pages_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "hotel_content_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_content" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "media_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
--> statement-breakpoint
CREATE TRIGGER "media_files_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media_files" FOR EACH STATEMENT EXECUTE FUNCTION "notify_table_change"();
