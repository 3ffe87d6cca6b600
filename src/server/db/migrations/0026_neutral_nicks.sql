-- Hand-written data change (issue 31): accounts still named after their address's local part, the
-- old default of email and Google sign-up, get the neutral nick new accounts start with; their
-- owners choose a name in Settings. NICK_MAX_LENGTH (32) cut the old nicks.
UPDATE "users" SET "nick" = 'Guest'
WHERE EXISTS (
  SELECT 1 FROM "identities"
  WHERE "identities"."user_id" = "users"."id"
    AND "identities"."kind" IN ('email', 'google')
    AND position('@' in "identities"."label") > 1
    AND lower("users"."nick") = lower(left(split_part("identities"."label", '@', 1), 32))
);
