export interface SizeLimit {
  budget: number;
  failAbove: number;
}
export type SizedApp = 'web' | 'mini-app';
export const SIZE_BUDGETS: Record<
  SizedApp,
  { startupJs: SizeLimit; css: SizeLimit; downloadedJs: SizeLimit }
>;
export function kb(bytes: number): string;
export function againstBudget(
  label: string,
  bytes: number,
  limit: SizeLimit,
): { text: string; fails: boolean };
export function sizeVerdict(
  app: SizedApp,
  figures: { startupJs: number; css: number; downloadedJs: number },
): { lines: string[]; fails: boolean };
