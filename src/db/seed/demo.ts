import type { Db, Queryable } from "../connection";
import { orderMoney, type RefundStatus, type Tip } from "../../money/rules";
import { addDays, todayIn } from "../../money/time";
import { PAYMENT_METHODS, PAYMENT_PLACES } from "../../contract/common";
import { rng, type Rng } from "./random";

const SERVICES: [string, string[]][] = [
  ["Pendamping Acara", ["Pernikahan", "Ulang Tahun", "Gathering Kantor"]],
  ["MC & Host", ["MC Formal", "MC Santai", "Host Live Streaming"]],
  ["Fotografi", ["Foto Produk", "Foto Prewedding"]],
  ["Musik", ["Akustik", "Band", "DJ"]],
  ["Model", ["Runway", "Katalog", "Endorse"]],
];
const CATEGORIES: [string, string][] = [
  ["Reguler", "Talent dengan tarif standar"],
  ["Premium", "Talent berpengalaman dengan permintaan tinggi"],
  ["Pemula", "Talent baru dalam masa pembinaan"],
  ["Eksklusif", "Talent kontrak eksklusif agensi"],
];
const TALENTS = [
  "Ayu Lestari",
  "Bima Saputra",
  "Citra Dewi",
  "Dimas Pratama",
  "Eka Rahmawati",
  "Fajar Nugroho",
  "Gita Permata",
  "Hendra Wijaya",
  "Indah Sari",
  "Joko Santoso",
  "Kartika Putri",
  "Lukman Hakim",
  "Maya Anggraini",
  "Nanda Kusuma",
  "Oki Setiawan",
];
/** First names combined into demo customer names (by both seeders). */
export const CUSTOMERS = [
  "Andi",
  "Budi",
  "Cahya",
  "Dewi",
  "Erwin",
  "Fitri",
  "Galih",
  "Hani",
  "Irfan",
  "Jihan",
  "Kevin",
  "Lina",
  "Made",
  "Nia",
  "Putu",
  "Rina",
  "Sari",
  "Tono",
  "Umar",
  "Wulan",
  "Yudi",
  "Zahra",
];
export const DEMO_ADMINS = ["admin1", "admin2", "admin3"];

interface Catalog {
  adminIds: number[];
  talentIds: number[];
  subServices: { id: number; services_id: number }[];
}

/** Runs in the caller's transaction (seedDemo's). */
async function seedCatalog(tx: Queryable, r: Rng, adminHash: string): Promise<Catalog> {
  const adminIds: number[] = [];
  for (const name of DEMO_ADMINS) {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $2, $3, 'admin')
         ON CONFLICT (email) DO UPDATE SET username = EXCLUDED.username RETURNING id`,
      [name, `${name}@example.com`, adminHash],
    );
    adminIds.push(row.id);
  }
  const subServices: Catalog["subServices"] = [];
  for (const [name, subs] of SERVICES) {
    const [svc] = await tx.query<{ id: number }>(
      "INSERT INTO services (name) VALUES ($1) RETURNING id",
      [name],
    );
    for (const sub of subs) {
      const [s] = await tx.query<{ id: number }>(
        "INSERT INTO sub_services (name, services_id) VALUES ($1, $2) RETURNING id",
        [sub, svc.id],
      );
      subServices.push({ id: s.id, services_id: svc.id });
    }
  }
  const categoryIds: number[] = [];
  for (const [name, description] of CATEGORIES) {
    const [c] = await tx.query<{ id: number }>(
      "INSERT INTO talent_categories (name, description) VALUES ($1, $2) RETURNING id",
      [name, description],
    );
    categoryIds.push(c.id);
  }
  const talentIds: number[] = [];
  for (const [i, name] of TALENTS.entries()) {
    const [t] = await tx.query<{ id: number }>(
      "INSERT INTO talents (name, gender, sp_status, talent_categories_id) VALUES ($1, $2, $3, $4) RETURNING id",
      [
        name,
        i % 2 === 0 ? "Woman" : "Man",
        r.pick(["NONE", "NONE", "NONE", "SP1", "SP2"]),
        categoryIds[i % categoryIds.length],
      ],
    );
    talentIds.push(t.id);
  }
  return { adminIds, talentIds, subServices };
}

/** Each batch in its own transaction on a database; straight through inside a transaction. */
const inTransaction = <T>(q: Queryable | Db, fn: (tx: Queryable) => Promise<T>): Promise<T> =>
  "transaction" in q ? q.transaction(fn) : fn(q);

/** Columns of a generated order row, in the order both seeders write them. */
export const ORDER_COLUMNS = [
  "no_order",
  "user_id",
  "talents_id",
  "services_id",
  "sub_service_id",
  "date",
  "customer_name",
  "customer_age",
  "gender",
  "duration",
  "price",
  "refund_status",
  "net_price",
  "talent_rate_bp",
  "admin_rate_bp",
  "talent_share",
  "admin_fee",
  "tip_talent",
  "tip_admin",
  "payment_method",
  "payment_place",
  "description",
  "created_by",
];

/** Inserts `count` generated orders spread over the `days` days before today, with tips and refunds. */
async function seedOrders(
  db: Queryable | Db,
  opts: {
    count: number;
    days: number;
    seed?: number;
    batch?: number;
    onProgress?: (done: number) => void;
  },
): Promise<void> {
  const r = rng(opts.seed ?? 42);
  const [settings] = await db.query<{
    talent_rate_bp: number;
    admin_rate_bp: number;
    time_zone: string;
  }>("SELECT talent_rate_bp, admin_rate_bp, time_zone FROM settings WHERE id = 1");
  const admins = (await db.query<{ id: number }>("SELECT id FROM users ORDER BY id")).map(
    (x) => x.id,
  );
  const talents = (await db.query<{ id: number }>("SELECT id FROM talents ORDER BY id")).map(
    (x) => x.id,
  );
  const subs = await db.query<{ id: number; services_id: number }>(
    "SELECT id, services_id FROM sub_services ORDER BY id",
  );
  if (!admins.length || !talents.length || !subs.length)
    throw new Error("Seed katalog dulu: admin, talent dan sub-service kosong");
  const [{ max }] = await db.query<{ max: number | null }>(
    "SELECT max(no_order) AS max FROM orders",
  );
  let noOrder = (max ?? 100000) + 1;
  const today = todayIn(settings.time_zone);
  const batch = opts.batch ?? 500;

  for (let done = 0; done < opts.count;) {
    const n = Math.min(batch, opts.count - done);
    const values: unknown[] = [];
    const tipsPerOrder: Tip[][] = [];
    for (let i = 0; i < n; i++) {
      const sub = r.pick(subs);
      const price = r.int(3, 60) * 25_000 + (r.chance(0.1) ? r.int(1, 999) : 0);
      const refund: RefundStatus = r.chance(0.05)
        ? r.chance(0.5)
          ? "REFUND_50"
          : "REFUND_100"
        : "NONE";
      const tips: Tip[] = [];
      if (r.chance(0.35)) tips.push({ receiver_type: "talent", amount: r.int(1, 20) * 10_000 });
      if (r.chance(0.15)) tips.push({ receiver_type: "admin", amount: r.int(1, 10) * 5_000 });
      tipsPerOrder.push(tips);
      const m = orderMoney({
        price,
        refund_status: refund,
        talent_rate_bp: settings.talent_rate_bp,
        admin_rate_bp: settings.admin_rate_bp,
        tips,
      });
      const admin = r.pick(admins);
      values.push(
        noOrder++,
        admin,
        r.pick(talents),
        sub.services_id,
        sub.id,
        addDays(today, -r.int(0, opts.days - 1)),
        r.pick(CUSTOMERS) + " " + r.pick(CUSTOMERS),
        r.int(18, 60),
        r.pick(["Man", "Woman"]),
        r.int(2, 12) * 30,
        price,
        refund,
        m.net_price,
        settings.talent_rate_bp,
        settings.admin_rate_bp,
        m.talent_share,
        m.admin_fee,
        m.tip_talent,
        m.tip_admin,
        r.pick(PAYMENT_METHODS),
        r.pick(PAYMENT_PLACES),
        r.chance(0.2) ? "Pelanggan tetap" : "",
        admin,
      );
    }
    const w = ORDER_COLUMNS.length;
    const rows = Array.from(
      { length: n },
      (_, i) => `(${ORDER_COLUMNS.map((_c, j) => `$${i * w + j + 1}`).join(", ")})`,
    );
    await inTransaction(db, async (tx) => {
      const ids = await tx.query<{ id: number }>(
        `INSERT INTO orders (${ORDER_COLUMNS.join(", ")}) VALUES ${rows.join(", ")} RETURNING id`,
        values,
      );
      const tipValues: unknown[] = [];
      const tipRows: string[] = [];
      ids.forEach(({ id }, i) =>
        tipsPerOrder[i].forEach((t) => {
          tipRows.push(
            `($${tipValues.length + 1}, $${tipValues.length + 2}, $${tipValues.length + 3})`,
          );
          tipValues.push(id, t.receiver_type, t.amount);
        }),
      );
      if (tipRows.length) {
        await tx.query(
          `INSERT INTO order_tips (order_id, receiver_type, amount) VALUES ${tipRows.join(", ")}`,
          tipValues,
        );
      }
    });
    done += n;
    opts.onProgress?.(done);
  }
}

/** The demo data set of the first start: admins, catalog and ~2,000 orders over six months. */
/**
 * The demo data set of the first start: admins, catalog and ~2,000 orders over six months, all
 * in ONE transaction (the caller's, or its own when given the database): a start killed midway
 * leaves nothing behind, so the next start seeds again from scratch instead of never finishing.
 */
export async function seedDemo(
  db: Queryable | Db,
  opts: { adminPasswordHash: string; orders?: number },
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const r = rng(7);
    await seedCatalog(tx, r, opts.adminPasswordHash);
    await seedOrders(tx, { count: opts.orders ?? 2000, days: 182 });
    await tx.query("UPDATE settings SET kas = 12500000 WHERE id = 1");
  });
}
