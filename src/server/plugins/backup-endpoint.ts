import fp from "fastify-plugin";
import { timingSafeEqual } from "node:crypto";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import { writeBackup } from "../../db/backup";

export const BACKUP_PATH = "/_internal/backup";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * PGlite: only the running server may open its DATA_DIR, so `npm run backup` asks it for the
 * snapshot here. Only from this machine and only with the key the server wrote into its lock
 * file (readable by whoever may read the data folder anyway). Not part of the public API.
 */
export default fp(async function backupEndpoint(app, opts: { token?: string }) {
  const token = opts.token;
  if (!token || app.db.kind !== "pglite") return;
  app.get(BACKUP_PATH, async (req, reply) => {
    const sent = Buffer.from(String(req.headers["x-backup-token"] ?? ""));
    const ok =
      LOOPBACK.has(req.socket.remoteAddress ?? "") &&
      sent.length === token.length &&
      timingSafeEqual(sent, Buffer.from(token));
    if (!ok) return reply.status(404).send({ message: "Alamat tidak ditemukan" });
    const gz = createGzip();
    // the snapshot runs while the body streams; a failure cuts the body before its trailer
    void writeBackup(app.db, async (line) => {
      if (!gz.write(line + "\n")) await once(gz, "drain");
    }).then(
      () => gz.end(),
      (err: unknown) => {
        req.log.error({ err }, "backup failed");
        gz.destroy(err as Error);
      },
    );
    return reply.type("application/gzip").header("Cache-Control", "no-store").send(gz);
  });
});
