-- Orders used to store the arrival time twice: in arrival_time and again at the head of the remark
-- ("到着予定 15:00-16:00 / <request>"). The remark now holds only the guest's own words.
UPDATE "orders"
SET "remark" = regexp_replace("remark", '^到着予定 [0-9]{2}:[0-9]{2}-[0-9]{2}:[0-9]{2}( / )?', '')
WHERE "arrival_time" IS NOT NULL AND starts_with("remark", '到着予定 ' || "arrival_time");
