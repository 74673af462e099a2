-- public.admin_player: a row type functions return.

CREATE TYPE public.admin_player AS (
	id bigint,
	event_name text,
	team text,
	player_name text,
	upload_status boolean,
	photo_url text,
	photo_path text,
	thumb_path text,
	thumb_url text,
	updated_at timestamp with time zone,
	created_at timestamp with time zone,
	review_state text,
	retake_reason text,
	retake_note text,
	version_count integer,
	findings text[],
	auto_approved boolean,
	shirt_number integer,
	family_name text,
	given_name text,
	role text,
	external_id text
);
