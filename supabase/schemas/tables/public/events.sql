-- public.events: one row per tournament: its URL/storage code, the name the rows carry
-- (event_uploads.event_name), dates, deadline, time zone, state, consent texts and review
-- settings. Admins read it; players see an open event's public fields through list_open_events.

CREATE TABLE public.events (
    code text NOT NULL,
    name text NOT NULL,
    consent_required boolean DEFAULT true NOT NULL,
    consent_text_en text DEFAULT 'I agree that the tournament organizers may use this photo for accreditation, broadcast graphics and publications about this event. If I am under 18, my parent or guardian agrees too.'::text NOT NULL,
    consent_text_es text DEFAULT 'Acepto que los organizadores del torneo usen esta foto para la acreditación, los gráficos de las retransmisiones y las publicaciones sobre este evento. Si soy menor de 18 años, mi madre, padre o tutor también lo acepta.'::text NOT NULL,
    display_name text NOT NULL,
    short_name text NOT NULL,
    venue text DEFAULT ''::text NOT NULL,
    start_date date,
    end_date date,
    upload_deadline timestamp with time zone,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    state text DEFAULT 'draft'::text NOT NULL,
    contact_email text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    auto_approve boolean DEFAULT false NOT NULL,
    photo_side integer,
    export_destinations jsonb DEFAULT '[]'::jsonb NOT NULL,
    export_destinations_version integer DEFAULT 0 NOT NULL,
    CONSTRAINT events_code_check CHECK ((code ~ '^[a-z0-9][a-z0-9-]{1,40}$'::text)),
    CONSTRAINT events_consent_text_en_check CHECK (((length(btrim(consent_text_en)) >= 1) AND (length(btrim(consent_text_en)) <= 2000))),
    CONSTRAINT events_consent_text_es_check CHECK (((length(btrim(consent_text_es)) >= 1) AND (length(btrim(consent_text_es)) <= 2000))),
    CONSTRAINT events_contact_email_check CHECK (((contact_email IS NULL) OR (length(contact_email) <= 254))),
    CONSTRAINT events_dates_order CHECK (((start_date IS NULL) OR (end_date IS NULL) OR (end_date >= start_date))),
    CONSTRAINT events_display_name_check CHECK ((length(btrim(display_name)) > 0)),
    CONSTRAINT events_export_destinations_check CHECK (((jsonb_typeof(export_destinations) = 'array'::text) AND (jsonb_array_length(export_destinations) <= 20))),
    CONSTRAINT events_name_check CHECK ((length(btrim(name)) > 0)),
    CONSTRAINT events_photo_side_check CHECK (((photo_side IS NULL) OR ((photo_side >= 1024) AND (photo_side <= 1920)))),
    CONSTRAINT events_short_name_check CHECK ((length(btrim(short_name)) > 0)),
    CONSTRAINT events_state_check CHECK ((state = ANY (ARRAY['draft'::text, 'open'::text, 'closed'::text, 'archived'::text]))),
    CONSTRAINT events_venue_check CHECK ((length(venue) <= 120))
);

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_name_key UNIQUE (name);

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (code);

CREATE TRIGGER events_audit AFTER INSERT OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION private.events_changed();

CREATE TRIGGER events_defaults BEFORE INSERT ON public.events FOR EACH ROW EXECUTE FUNCTION private.events_before_insert();

CREATE TRIGGER events_touch BEFORE UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION private.events_before_update();

ALTER TABLE public.events ENABLE ROW LEVEL SECURITY;

CREATE POLICY "admins read events" ON public.events FOR SELECT TO authenticated USING (private.is_admin());

COMMENT ON COLUMN public.events.export_destinations IS 'Export destinations: [{id, name, shape, width, format, max_kb, template, folders, photos, manifest}], checked by private.export_destination_problem';

REVOKE ALL ON TABLE public.events FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.events TO service_role;
GRANT SELECT ON TABLE public.events TO authenticated;
