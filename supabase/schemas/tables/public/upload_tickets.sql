-- public.upload_tickets: one row per begun upload: a one-time, short-lived permission for an
-- anonymous player to store exactly the objects it names (photo, thumbnail and the optional
-- head-and-shoulders master; master_key is null on tickets issued before masters). The storage
-- INSERT policy accepts only a key an unexpired, unused ticket names; finish_upload uses it up.

CREATE TABLE public.upload_tickets (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    upload_id bigint,
    photo_key text NOT NULL,
    thumb_key text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    event_name text,
    team text,
    player_name text,
    master_key text
);

ALTER TABLE ONLY public.upload_tickets
    ADD CONSTRAINT upload_tickets_master_key_key UNIQUE (master_key);

ALTER TABLE ONLY public.upload_tickets
    ADD CONSTRAINT upload_tickets_photo_key_key UNIQUE (photo_key);

ALTER TABLE ONLY public.upload_tickets
    ADD CONSTRAINT upload_tickets_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.upload_tickets
    ADD CONSTRAINT upload_tickets_thumb_key_key UNIQUE (thumb_key);

ALTER TABLE ONLY public.upload_tickets
    ADD CONSTRAINT upload_tickets_upload_id_fkey FOREIGN KEY (upload_id) REFERENCES public.event_uploads(id) ON DELETE SET NULL;

CREATE INDEX upload_tickets_expires_idx ON public.upload_tickets USING btree (expires_at);

CREATE INDEX upload_tickets_unused_expires_idx ON public.upload_tickets USING btree (expires_at) WHERE (used_at IS NULL);

CREATE INDEX upload_tickets_upload_created_idx ON public.upload_tickets USING btree (upload_id, created_at);

ALTER TABLE public.upload_tickets ENABLE ROW LEVEL SECURITY;

CREATE POLICY "admins read tickets" ON public.upload_tickets FOR SELECT TO authenticated USING (private.is_admin());

REVOKE ALL ON TABLE public.upload_tickets FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.upload_tickets TO service_role;
GRANT SELECT ON TABLE public.upload_tickets TO authenticated;
