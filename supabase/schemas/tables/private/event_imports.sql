-- private.event_imports: one row per event brought in by `npm run import`: open while its rows
-- arrive (import_event_rows accepts rows of that event only), closed by finish_event_import.

CREATE TABLE private.event_imports (
    event_name text NOT NULL,
    code text NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone
);

ALTER TABLE ONLY private.event_imports
    ADD CONSTRAINT event_imports_pkey PRIMARY KEY (event_name);

ALTER TABLE private.event_imports ENABLE ROW LEVEL SECURITY;
