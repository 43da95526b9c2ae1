-- The rehearsal absence links were signed with the hex text of their key as the HMAC key (its 64
-- ASCII bytes), while every other purpose stores base64url of the key bytes. Store those same 64
-- bytes as base64url, so the one platform helper reads the key every mailed link was signed with.
UPDATE "signing_keys"
SET "key" = rtrim(translate(replace(encode(convert_to("key", 'UTF8'), 'base64'), E'\n', ''), '+/', '-_'), '=')
WHERE "purpose" = 'repetition-absence' AND "key" ~ '^[0-9a-f]{64}$';
