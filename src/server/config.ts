import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { ACCESS_TOKEN_TTL_SECONDS } from "./auth/tokens";
import { diskMessage, StartError } from "../db/data-dir-lock";

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  ownerEmail: string;
  ownerPassword: string;
  seedDemo: boolean;
  jwtSecret: string;
  /** Lifetime of an access token; the client refreshes it 30 s before it ends. */
  accessTokenTtlSeconds: number;
  smtpUrl?: string;
  /** Origin the app is reached at (PUBLIC_URL): the only base of links sent by mail. */
  publicUrl: string;
  /** Fastify trustProxy: false, true, a hop count or a list of proxy addresses (TRUST_PROXY). */
  trustProxy: boolean | number | string;
  /** Where the API lives on this origin. */
  apiPrefix: string;
  /** Built client; served when present. */
  clientDir: string;
  imagesDir: string;
  loginRateLimit: number;
  /** Login attempts per minute from one address over all emails (LOGIN_ADDRESS_LIMIT). */
  loginAddressLimit: number;
  /** Login attempts per minute on one account over all addresses (LOGIN_ACCOUNT_LIMIT). */
  loginAccountLimit: number;
  /** Password hashes at a time, and how many may wait before a 503 (PASSWORD_HASH_*). */
  hashConcurrency: number;
  hashQueueLimit: number;
  cookieSecure: boolean;
  production: boolean;
  logLevel: string;
  /** Printed at the top of every PDF report. */
  agencyName: string;
  /** PDF render worker threads, and how many renders may wait for one before a 503. */
  pdfWorkers: number;
  pdfQueueLimit: number;
  /** PostgreSQL: give up connecting / cancel a statement after this long (then 503). */
  pgConnectTimeoutMs: number;
  pgStatementTimeoutMs: number;
  /** Proof image decodes at once, and how many may wait before a 503. */
  imageWorkers: number;
  imageQueueLimit: number;
  /** Slow clients: headers within, the whole request (body too) within, socket idle at most. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
}

/** A whole number ≥ 1 from the environment, or the default; anything else stops the start. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, def: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return def;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new StartError(`${name} harus bilangan bulat ≥ 1, bukan "${raw}"`);
  return n;
}

const bool = (v: string | undefined, def: boolean) =>
  v === undefined || v === "" ? def : !["0", "false", "no", "off"].includes(v.toLowerCase());

/** JWT_SECRET, or one generated once and kept in DATA_DIR so sessions survive restarts. */
function jwtSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, "jwt-secret");
  if (!existsSync(file))
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/** PUBLIC_URL as an origin (+ optional path) without a trailing slash; required in production. */
function publicUrlFrom(env: NodeJS.ProcessEnv, production: boolean, port: number): string {
  const raw = env.PUBLIC_URL;
  if (!raw) {
    if (production) throw new StartError("PUBLIC_URL wajib diisi saat NODE_ENV=production");
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new StartError(`PUBLIC_URL bukan URL yang valid: "${raw}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.search || url.hash || url.username)
    throw new StartError(`PUBLIC_URL harus http(s)://host[:port][/path], bukan "${raw}"`);
  return url.toString().replace(/\/$/, "");
}

/** TRUST_PROXY: unset/false = the socket address; true; a hop count; or proxy addresses/CIDRs. */
function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === "" || ["0", "false", "no", "off"].includes(raw.toLowerCase()))
    return false;
  if (["true", "yes", "on"].includes(raw.toLowerCase())) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const dataDir = resolve(env.DATA_DIR || "./data");
  if (production && !env.OWNER_PASSWORD) {
    throw new StartError("OWNER_PASSWORD wajib diisi saat NODE_ENV=production");
  }
  // The one place DATA_DIR is created: the JWT secret, PGlite and the images live under it.
  let jwtSecret: string;
  try {
    mkdirSync(dataDir, { recursive: true });
    jwtSecret = jwtSecretFrom(env, dataDir);
  } catch (err) {
    const disk = diskMessage(dataDir, err);
    throw disk ? new StartError(disk) : err;
  }
  const port = positiveInt(env, "PORT", 3000);
  return {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    ownerEmail: (env.OWNER_EMAIL || "owner@example.com").toLowerCase(),
    ownerPassword: env.OWNER_PASSWORD || "owner12345",
    // production never loads the demo and its published passwords, whatever SEED_DEMO says
    seedDemo: !production && bool(env.SEED_DEMO, true),
    jwtSecret,
    accessTokenTtlSeconds: positiveInt(env, "ACCESS_TOKEN_TTL", ACCESS_TOKEN_TTL_SECONDS),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: publicUrlFrom(env, production, port),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    apiPrefix: env.API_PREFIX || "/api",
    clientDir: resolve(env.CLIENT_DIR || "./dist"),
    imagesDir: join(dataDir, "images"),
    loginRateLimit: positiveInt(env, "LOGIN_RATE_LIMIT", 10),
    loginAddressLimit: positiveInt(env, "LOGIN_ADDRESS_LIMIT", 30),
    loginAccountLimit: positiveInt(env, "LOGIN_ACCOUNT_LIMIT", 20),
    hashConcurrency: positiveInt(env, "PASSWORD_HASH_CONCURRENCY", 2),
    hashQueueLimit: positiveInt(env, "PASSWORD_HASH_QUEUE", 16),
    cookieSecure: bool(env.COOKIE_SECURE, production),
    production,
    logLevel: env.LOG_LEVEL || "info",
    agencyName: env.AGENCY_NAME?.trim() || "Kas Talenta",
    pdfWorkers: positiveInt(env, "PDF_WORKERS", 1),
    pdfQueueLimit: positiveInt(env, "PDF_QUEUE_LIMIT", 8),
    pgConnectTimeoutMs: positiveInt(env, "PG_CONNECT_TIMEOUT_MS", 5_000),
    pgStatementTimeoutMs: positiveInt(env, "PG_STATEMENT_TIMEOUT_MS", 30_000),
    imageWorkers: positiveInt(env, "IMAGE_WORKERS", 1),
    imageQueueLimit: positiveInt(env, "IMAGE_QUEUE_LIMIT", 4),
    headersTimeoutMs: positiveInt(env, "HEADERS_TIMEOUT_MS", 10_000),
    requestTimeoutMs: positiveInt(env, "REQUEST_TIMEOUT_MS", 60_000),
    idleTimeoutMs: positiveInt(env, "IDLE_TIMEOUT_MS", 60_000),
  };
}
