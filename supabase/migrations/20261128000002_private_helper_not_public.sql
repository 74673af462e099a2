-- Written by hand: the diff does not compare a function's grants to PUBLIC. Functions are
-- executable by PUBLIC when created; private.* helpers are for the API's functions only.
revoke all on function private.export_destination_problem(jsonb) from public;
