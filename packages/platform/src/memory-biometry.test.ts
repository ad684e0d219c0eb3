import { describe, expect, it } from 'vitest';
import { createMemoryBiometry, createMemoryPlatform } from './memory-platform';

describe('memory biometry', () => {
  it('is absent unless given, as on a host without biometrics', () => {
    expect(createMemoryPlatform().biometry).toBeUndefined();
  });

  it('answers as set up, and records each prompt', async () => {
    const platform = createMemoryPlatform({ biometry: createMemoryBiometry({ isConfirmed: false }) });
    expect(await platform.biometry?.isAvailable()).toBe(true);
    expect(await platform.biometry?.authenticate('Unlock the wallet')).toBe(false);
    expect(platform.biometry?.prompts).toEqual(['Unlock the wallet']);
    expect(await createMemoryBiometry({ isAvailable: false }).isAvailable()).toBe(false);
  });
});
