import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN, staffEmail } from '@hotel/shared/schemas/admin/auth';
import type { StaffAccountsService } from './modules/staff/index.ts';

export const ADMIN_CREATE_USAGE = `usage: npm run admin:create -- --email <address> [--name <display name>]

Creates a group administrator (every hotel, staff accounts) and asks for the password twice
without showing it (at least ${STAFF_PASSWORD_MIN} characters). When stdin is not a terminal, the
first line of stdin is the password. Uses DATABASE_URL, or PGlite in DATA_DIR, like the server.`;

const DEFAULT_NAME = 'グループ管理者';

interface Terminal {
  input: Readable & { isTTY?: boolean };
  output: Writable;
}

/**
 * npm run admin:create (tools/admin-create.ts wires it to the database): the first group
 * administrator of a real site, whose password nobody but its owner ever sees. Answers the exit
 * code; every line it prints is safe for a shared terminal or a CI log.
 */
export async function runAdminCreate(argv: readonly string[], terminal: Terminal, accounts: StaffAccountsService): Promise<number> {
  const say = (line: string) => terminal.output.write(`${line}\n`);
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args: [...argv], options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    say(`${(error as Error).message}\n\n${ADMIN_CREATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    say(ADMIN_CREATE_USAGE);
    return 0;
  }
  const email = staffEmail.safeParse(values.email ?? '');
  if (!email.success) {
    say(`admin:create: --email must be an e-mail address\n\n${ADMIN_CREATE_USAGE}`);
    return 2;
  }
  const name = values.name?.trim() || DEFAULT_NAME;

  const taken = () => say(`admin:create refused: a staff account with ${email.data} already exists; nothing changed`);
  if (await accounts.emailTaken(email.data)) {
    taken();
    return 1;
  }
  const password = await askPassword(terminal, say);
  if (password === undefined) return 1;
  const result = await accounts.create({ email: email.data, name, password, role: 'group_admin' });
  if (!result.created) {
    // email-taken here: someone else created it while the password was being typed.
    if (result.reason === 'email-taken') taken();
    else say(`admin:create refused: the password must have at least ${STAFF_PASSWORD_MIN} characters; nothing changed`);
    return 1;
  }
  say(`created group administrator ${email.data} (${name}); they can now sign in to the back office`);
  return 0;
}

/** Twice without echo on a terminal; the first line otherwise. undefined after a mismatch or no input. */
async function askPassword({ input, output }: Terminal, say: (line: string) => void): Promise<string | undefined> {
  if (!input.isTTY) {
    const line = await firstLine(input);
    if (line === undefined || line === '') say('admin:create refused: no password on stdin; nothing changed');
    return line || undefined;
  }
  const first = await hiddenQuestion(input, output, 'Password: ');
  const second = await hiddenQuestion(input, output, 'Password again: ');
  if (first !== second) {
    say('admin:create refused: the two passwords differ; nothing changed');
    return undefined;
  }
  return first;
}

async function firstLine(input: Readable): Promise<string | undefined> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const line of lines) return line;
    return undefined;
  } finally {
    lines.close();
  }
}

/** readline with its echo switched off: the prompt is written, the keystrokes are not. */
function hiddenQuestion(input: Readable, output: Writable, prompt: string): Promise<string> {
  const rl = createInterface({ input, output, terminal: true });
  const muted = rl as unknown as { _writeToOutput: (text: string) => void };
  output.write(prompt);
  muted._writeToOutput = () => {};
  return new Promise((resolve) => {
    rl.once('line', (line) => {
      rl.close();
      output.write('\n');
      resolve(line);
    });
  });
}
