-- Every read of raw events now goes by day (the report reads totals up to the
-- last summed day and raw events after it, the material overview too), so
-- nothing reads events_name_ref any more, while every event recorded still
-- wrote to it: the event endpoint takes more events a second without it.
DROP INDEX events_name_ref;
