// A per-user token version: access tokens carry it (`ver`), and a password change or reset bumps
// it, so every access token issued before the change stops working at once (RULES.md D6).
export const up = /* sql */ `
ALTER TABLE users ADD COLUMN IF NOT EXISTS token_version integer NOT NULL DEFAULT 0;
`;
