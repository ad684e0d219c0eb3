/** Query keys of the trade pages' server state. */
export const tradeKeys = {
  all: () => ['trade'] as const,
  /** A plain quote, by the body it was asked with. */
  quote: (body: object | null) => ['trade', 'quote', body] as const,
};
