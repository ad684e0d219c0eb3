/**
 * The lint rule of eslint.config.js that keeps raw numbers out of messages, proven on the real config: a
 * constant, a length or a count put straight into a `t` or `<Trans>` message is an error in a package's source; the same
 * number through the formatter lints clean, and tests may write numbers as they like.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

async function restricted(code: string, file = 'packages/features/profile/src/__probe.tsx') {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages
    .filter(({ ruleId }) => ruleId === 'no-restricted-syntax')
    .map(({ message }) => message);
}

const message = (inside: string) =>
  `declare const t: any; declare const sent: any; t\`Enter ${inside} here\`;`;

describe('numbers in messages', () => {
  it.each([
    ['a constant', '${CODE_LENGTH}'],
    ['a length', '${sent.medias.length}'],
    ['a count or a length by name', '${sent.codeLength} ${sent.maxCount} ${sent.lockHours}'],
  ])('refuses %s put raw into a message', async (_kind, inside) => {
    const messages = await restricted(message(inside));
    expect(messages.length).toBe(inside.split('${').length - 1);
    expect(messages[0]).toMatch(/format\.digits/);
  });

  it('refuses the same in a <Trans> message', async () => {
    const code = 'declare const Trans: any; declare const sent: any; <Trans>Up to {sent.maxCount}</Trans>;';
    expect(await restricted(code)).toHaveLength(1);
  });

  it('accepts a number that went through the formatter, and any other value', async () => {
    expect(await restricted(message('${codeLength} ${sent.token} ${sent.title}'))).toEqual([]);
  });

  it('leaves tests alone', async () => {
    expect(
      await restricted(message('${CODE_LENGTH}'), 'packages/features/profile/src/__probe.test.tsx'),
    ).toEqual([]);
  });
});
