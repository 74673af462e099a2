-- public.portal_settings: the portal's one row of organizer-set data (the technical-support
-- address players see in every footer). An event's own contact_email, where set, comes first.

CREATE TABLE public.portal_settings (
    id boolean DEFAULT true NOT NULL,
    support_email text,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT portal_settings_id_check CHECK (id),
    CONSTRAINT portal_settings_support_email_check CHECK (((support_email IS NULL) OR ((length(support_email) <= 254) AND (support_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'::text))))
);

ALTER TABLE ONLY public.portal_settings
    ADD CONSTRAINT portal_settings_pkey PRIMARY KEY (id);

ALTER TABLE public.portal_settings ENABLE ROW LEVEL SECURITY;

CREATE POLICY "admins read portal settings" ON public.portal_settings FOR SELECT TO authenticated USING (private.is_admin());

COMMENT ON TABLE public.portal_settings IS 'The portal''s own settings: one row (id = true).';

REVOKE ALL ON TABLE public.portal_settings FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.portal_settings TO service_role;
GRANT SELECT ON TABLE public.portal_settings TO authenticated;
