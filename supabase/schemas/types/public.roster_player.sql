-- public.roster_player: a row type functions return.

CREATE TYPE public.roster_player AS (
	id bigint,
	player_name text,
	upload_status boolean,
	photo_url text,
	photo_path text,
	thumb_path text,
	updated_at timestamp with time zone,
	review_state text,
	retake_reason text,
	retake_note text,
	shirt_number integer
);
