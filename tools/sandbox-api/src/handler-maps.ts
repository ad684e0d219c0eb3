import type { CallName } from '@wallet/api';
import type { Domain, HandlerMap, HandlersOf } from './context';

type CallsIn<M> = M extends unknown ? keyof M & CallName : never;

/** The calls that two maps of a list both answer. */
export type AnsweredTwice<T extends readonly unknown[]> = T extends readonly [infer First, ...infer Rest]
  ? (CallsIn<First> & CallsIn<Rest[number]>) | AnsweredTwice<Rest>
  : never;

/** A list in which a call is answered twice does not compile, and the error names the call. */
type AnsweredOnce<T extends readonly unknown[]> = [AnsweredTwice<T>] extends [never]
  ? unknown
  : { callsAnsweredTwice: AnsweredTwice<T> };

type HandlersOfEach<T extends readonly Domain[]> = { [I in keyof T]: T[I]['handlers'] };

function join(claims: { owner: string; handlers: HandlerMap }[]): HandlerMap {
  const joined: Record<string, unknown> = {};
  const owners = new Map<string, string>();
  for (const { owner, handlers } of claims) {
    for (const [call, handler] of Object.entries(handlers)) {
      const earlier = owners.get(call);
      if (earlier !== undefined) throw new Error(`Call ${call} is answered by both ${earlier} and ${owner}`);
      owners.set(call, owner);
      joined[call] = handler;
    }
  }
  return joined as HandlerMap;
}

/** One domain's handler maps as one; a call answered by two of them is refused (a type error, and here). */
export function joinHandlers<const T extends readonly HandlerMap[]>(
  maps: T & NoInfer<AnsweredOnce<T>>,
): HandlersOf<CallsIn<T[number]>> {
  const claims = maps.map((handlers, index) => ({ owner: `handler map ${index + 1}`, handlers }));
  return join(claims) as HandlersOf<CallsIn<T[number]>>;
}

/** The domains' handlers as one map; a call answered by two domains is refused (a type error, and here). */
export function composeDomains<const T extends readonly Domain[]>(
  domains: T & NoInfer<AnsweredOnce<HandlersOfEach<T>>>,
): HandlersOf<CallsIn<T[number]['handlers']>> {
  const claims = domains.map(({ name, handlers }) => ({ owner: `the ${name} domain`, handlers }));
  return join(claims) as HandlersOf<CallsIn<T[number]['handlers']>>;
}
