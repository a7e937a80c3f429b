// RULES.md D5: reset-password answers before it looks the email up or mails, so a known
// and an unknown email get the same answer whatever the mail server does; a failed send is
// retried in the background.
import { describe, expect, it } from "vitest";
import { ADMIN, appPerFile } from "../helpers/app";

const t = appPerFile();

const ask = (email: string) =>
  t.call({ method: "POST", url: "/api/users/reset-password", payload: { email } });

describe("defect 6: reset-password reveals nothing", () => {
  it("answers before the mail is sent: a mail server that hangs does not hold the answer", async () => {
    let release!: () => void;
    t.mailControl.gate = new Promise((r) => (release = r));
    try {
      const sent = t.mails.length;
      const known = await ask(ADMIN.email);
      const unknown = await ask("nobody@test.local");
      // both answered while the send is still held
      expect(t.mails.length).toBe(sent);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.headers["content-length"]).toBe(unknown.headers["content-length"]);
      release();
      await t.settle();
      expect(t.mails.slice(sent).map((m) => m.to)).toEqual([ADMIN.email]);
    } finally {
      t.mailControl.gate = undefined;
      release();
    }
  });

  it("with the mail server down both answer 200, and the mail goes out when it is back", async () => {
    t.mailControl.fail = 2; // the first send and its first retry fail
    const sent = t.mails.length;
    const known = await ask(ADMIN.email);
    const unknown = await ask("nobody@test.local");
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    await t.settle();
    expect(t.mailControl.fail).toBe(0);
    const mail = t.mails.slice(sent);
    expect(mail.map((m) => m.to)).toEqual([ADMIN.email]);
    // the link that arrived is the one that works
    const token = new URL(/https?:\/\/\S+/.exec(mail[0].text)![0]).searchParams.get("token");
    const done = await t.call({
      method: "POST",
      url: "/api/users/reset-password/confirm",
      payload: { token, newPassword: "after-retry-1", confirmPassword: "after-retry-1" },
    });
    expect(done.statusCode).toBe(200);
  });
});
