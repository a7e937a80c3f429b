import { describe, expect, it } from "vitest";
import { createTaskQueue } from "../../src/server/task-queue";
import { HttpError } from "../../src/server/http-error";

describe("the decode queue", () => {
  it("runs `concurrency` at once, lets `limit` wait, and refuses the rest with a 503", async () => {
    const q = createTaskQueue({ concurrency: 2, limit: 1, busyMessage: "sibuk" });
    const gates: (() => void)[] = [];
    let peak = 0;
    const task = () =>
      q.run(async () => {
        peak = Math.max(peak, q.running);
        await new Promise<void>((ok) => gates.push(ok));
        return "selesai";
      });
    const runs = [task(), task(), task()];
    const refused = await task().catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect((refused as HttpError).message).toBe("sibuk");
    expect([q.running, q.waiting]).toEqual([2, 1]);
    while (gates.length || q.running) {
      gates.shift()?.();
      await new Promise((ok) => setTimeout(ok, 0));
    }
    expect(await Promise.all(runs)).toEqual(["selesai", "selesai", "selesai"]);
    expect(peak).toBe(2);
    // a failing task frees its slot too
    await expect(q.run(() => Promise.reject(new Error("rusak")))).rejects.toThrow("rusak");
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });
});
