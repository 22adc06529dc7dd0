import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

import { expect, test, type Page } from '@playwright/test';

import { startFreshSite } from './helpers';

// The tests' own SMTP server (internal/mail/mailtest/smtpd), which reports each mail it
// receives, and a spec's own fresh site whose mail goes to it: the set-up of the specs that
// read what the site sends.

// A mail received by the tests' SMTP server: headers holds the List-Unsubscribe pair, data the
// whole mail as sent.
type RelayedMail = {
  from: string;
  to: string[];
  subject: string;
  username: string;
  headers: Record<string, string>;
  data: string;
};

// Builds the tests' own SMTP server (internal/mail/mailtest/smtpd) from the repository into bin.
export function buildRelay(bin: string) {
  return new Promise<void>((done, fail) =>
    execFile('go', ['build', '-o', bin, './internal/mail/mailtest/smtpd'], { cwd: resolve(process.cwd(), '..'), timeout: 150_000 }, (error, _out, stderr) =>
      error ? fail(new Error(`building the tests' SMTP server failed: ${error.message}\n${stderr}`)) : done(),
    ),
  );
}

// The tests' own SMTP server, started; args are its flags (-user, -password, -hang-up-after-dot). The run's global
// set-up builds it once (STORYSHELF_E2E_SMTPD); against a server of one's own
// (STORYSHELF_E2E_BASE_URL) it is built here, into a folder of its own. received fills as mails
// arrive; stop() ends it and removes that folder.
async function startRelay(args: string[] = []) {
  const work = mkdtempSync(join(tmpdir(), 'storyshelf-relay-'));
  let bin = process.env.STORYSHELF_E2E_SMTPD ?? '';
  if (!bin) {
    bin = join(work, 'smtpd');
    await buildRelay(bin);
  }
  const smtpd = spawn(bin, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: smtpd.stdout! });
  const address = await new Promise<string>((done) => {
    lines.once('line', done);
  });
  const received: RelayedMail[] = [];
  lines.on('line', (line) => received.push(JSON.parse(line) as RelayedMail));
  const [host, port] = address.split(':') as [string, string];
  const stop = () => {
    smtpd.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  };
  return { address, host, port, received, stop };
}

type MailSiteOptions = {
  // The sign-in the relay asks for (its -user and -password flags); without it, it takes any mail.
  relayLogin?: { user: string; password: string };
  // Mail set up in the server's environment (SMTP_URL, MAIL_FROM) from the start, sent from this
  // address; without it the site has no mail until enterMailSettings or the owner sets it up.
  mailFrom?: string;
  // A mail (the first to this address with this subject) the relay reads whole and then hangs up
  // on without a word (its -hang-up-after-dot flag), keeping nothing: the site cannot tell
  // whether it arrived.
  hangUpAfterDot?: { to: string; subject: string };
};

// A fresh site of a spec's own (startFreshSite) and a relay of its own for its mail. stop() ends
// both.
async function startMailSite({ relayLogin, mailFrom, hangUpAfterDot }: MailSiteOptions = {}) {
  const relay = await startRelay([
    ...(relayLogin ? ['-user', relayLogin.user, '-password', relayLogin.password] : []),
    ...(hangUpAfterDot ? ['-hang-up-after-dot', hangUpAfterDot.to, '-hang-up-subject', hangUpAfterDot.subject] : []),
  ]);
  const env: Record<string, string> = mailFrom ? { SMTP_URL: `smtp://${relay.address}?starttls=none`, MAIL_FROM: mailFrom } : {};
  const site = await startFreshSite(env).catch((error: unknown) => {
    relay.stop();
    throw error;
  });
  const { received } = relay;

  // Waits until a mail that match accepts has arrived, and answers the first one. The timeout is
  // expect.poll's (the config's expect timeout when none is given).
  const waitForMail = async (match: (mail: RelayedMail) => boolean, options: { message?: string; timeout?: number } = {}) => {
    await expect.poll(() => received.some(match), options).toBe(true);
    return received.find(match)!;
  };

  // The site's Email settings pointed at the relay (no sign-in, no TLS), sent from `from`, saved
  // through the admin API by the signed-in owner (headers).
  const enterMailSettings = async (page: Page, headers: Record<string, string>, from: string) => {
    const saved = await page.request.put(`${site.base}/api/admin/email`, {
      headers,
      data: { host: relay.host, port: Number(relay.port), security: 'none', username: '', password: '', fromAddress: from, contactTo: '', to: '' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  };

  const stop = async () => {
    await site.stop();
    relay.stop();
  };
  const { base, setupLink, dataDir } = site;
  return { base, setupLink, dataDir, smtp: { host: relay.host, port: relay.port }, received, waitForMail, enterMailSettings, stop };
}

type MailSite = Awaited<ReturnType<typeof startMailSite>>;

// The mail site of the spec that calls this at its top level: started before its first test,
// stopped after its last. Its fields are filled in when it has started, so the spec's tests
// (and what they call) read them, never the spec's top level.
export function mailSiteForSpec(options: MailSiteOptions = {}) {
  const site = {} as MailSite;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    Object.assign(site, await startMailSite(options));
  });
  test.afterAll(async () => {
    await site.stop?.();
  });
  return site;
}

// A mail's text as sent: quoted-printable undone, read as UTF-8.
export function mailText(mail: RelayedMail) {
  const bytes = mail.data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
