// The server keeps its memory when images are decoded: glibc gives every libvips thread a malloc
// arena of its own and never hands the freed pages back (RSS rose ~150 MB over 15 proof images
// and stayed; with two arenas ~60 MB; README Security, memory). The start scripts set two
// arenas unless the operator chose otherwise; `npm run soak` measures the whole server.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const scripts = JSON.parse(readFileSync("package.json", "utf8")).scripts as Record<string, string>;
const prefix = "MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2} tsx src/server/main.ts";

describe("the server's start scripts", () => {
  it("run the server with two malloc arenas unless MALLOC_ARENA_MAX is set", () => {
    expect(scripts.serve).toBe(prefix);
    expect(scripts.start.endsWith(`&& ${prefix}`)).toBe(true);
    // the shell npm runs scripts with gives the server 2, or the operator's own figure
    const env = (given?: string) =>
      execFileSync(
        "sh",
        ["-c", scripts.serve.replace("tsx src/server/main.ts", "printenv MALLOC_ARENA_MAX")],
        { env: { PATH: process.env.PATH, ...(given ? { MALLOC_ARENA_MAX: given } : {}) } },
      )
        .toString()
        .trim();
    expect(env()).toBe("2");
    expect(env("4")).toBe("4");
  });
});
