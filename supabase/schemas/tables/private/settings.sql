-- private.settings: the project's own settings, one row per key (the project URL photo URLs are
-- built from: set by the local backend at start, on hosted by the admin app's first sign-in).
-- Not exposed to the API.

CREATE TABLE private.settings (
    key text NOT NULL,
    value text NOT NULL
);

ALTER TABLE ONLY private.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (key);

ALTER TABLE private.settings ENABLE ROW LEVEL SECURITY;
