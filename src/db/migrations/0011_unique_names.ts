// Migration 11: names are unique, case- and space-insensitively ("Pijat  refleksi"
// is "Pijat Refleksi"), so a double click on Simpan or a second admin typing the same name
// cannot make two services, two sub-services of one service, two talents or two categories.
// The unique indexes have the last word under concurrency; the errors plugin answers their
// violation with 409 'Nama sudah digunakan'. Names that already repeat keep the first row's
// name and get their id appended ("Sinta (12)"), so the indexes can be built on any data.
const key = (col: string) => `lower(regexp_replace(btrim(${col}), '\\s+', ' ', 'g'))`;

const dedupe = (table: string, scope?: string) => /* sql */ `
UPDATE ${table} t SET name = t.name || ' (' || t.id || ')'
 WHERE EXISTS (SELECT 1 FROM ${table} o
                WHERE o.id < t.id AND ${key("o.name")} = ${key("t.name")}
                ${scope ? `AND o.${scope} = t.${scope}` : ""});`;

export const up = /* sql */ `
${dedupe("services")}
${dedupe("sub_services", "services_id")}
${dedupe("talents")}
${dedupe("talent_categories")}
CREATE UNIQUE INDEX IF NOT EXISTS services_name_unique ON services (${key("name")});
CREATE UNIQUE INDEX IF NOT EXISTS sub_services_name_unique
  ON sub_services (services_id, ${key("name")});
CREATE UNIQUE INDEX IF NOT EXISTS talents_name_unique ON talents (${key("name")});
CREATE UNIQUE INDEX IF NOT EXISTS talent_categories_name_unique
  ON talent_categories (${key("name")});
`;

/** The indexes above: a violation of one is a taken name. */
export const NAME_UNIQUE_INDEXES = [
  "services_name_unique",
  "sub_services_name_unique",
  "talents_name_unique",
  "talent_categories_name_unique",
] as const;
