import { describe, expect, it } from 'vitest';
import type { Handlers, HandlersOf } from './context';
import { composeDomains, joinHandlers } from './handler-maps';

const unused = async (): Promise<never> => {
  throw new Error('not called');
};
const whoami: HandlersOf<'whoami'> = { whoami: unused };
const assets: HandlersOf<'assets'> = { assets: unused };
const assetsAgain: HandlersOf<'assets' | 'asset'> = { assets: unused, asset: unused };

describe('composeDomains', () => {
  it('joins the calls of every domain', () => {
    const joined = composeDomains([
      { name: 'users', handlers: whoami },
      { name: 'wallet', handlers: assets },
    ]);
    expect(Object.keys(joined).sort()).toEqual(['assets', 'whoami']);
    expect(joined.assets).toBe(assets.assets);
  });

  it('refuses a call that two domains answer, at compile time and when the server starts', () => {
    const domains = [
      { name: 'users', handlers: whoami },
      { name: 'wallet', handlers: assets },
      { name: 'market', handlers: assetsAgain },
    ] as const;
    // @ts-expect-error 'assets' is answered by both wallet and market
    expect(() => composeDomains(domains)).toThrow(
      'Call assets is answered by both the wallet domain and the market domain',
    );
  });

  it('leaves a call no domain answers to the compiler', () => {
    // @ts-expect-error every call of the contract needs a handler, and only whoami has one
    const incomplete: Handlers = composeDomains([{ name: 'users', handlers: whoami }]);
    expect(Object.keys(incomplete)).toEqual(['whoami']);
  });
});

describe('joinHandlers', () => {
  it("joins a domain's handler maps", () => {
    expect(Object.keys(joinHandlers([whoami, assets])).sort()).toEqual(['assets', 'whoami']);
  });

  it('refuses a call that two of the maps answer', () => {
    // @ts-expect-error 'assets' is in two maps
    expect(() => joinHandlers([whoami, assets, assetsAgain])).toThrow('Call assets is answered by both');
  });
});
