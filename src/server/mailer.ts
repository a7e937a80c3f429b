import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface Mailer {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the message goes to the server log (demo, tests). */
export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      async send(to, subject, text) {
        log.info({ mail: { to, subject, text } }, `MAIL to ${to}: ${subject}\n${text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(to, subject, text) {
      await transport.sendMail({
        to,
        subject,
        text,
        from: process.env.MAIL_FROM || "Kas Talenta <no-reply@localhost>",
      });
    },
  };
}
