/** Types of style-boundaries.mjs, for its test. */
export function kitClassNames(stylesheets: Iterable<string>): Set<string>;
export function checkFile(path: string, text: string, kitClasses: Set<string>): string[];
export function checkRepository(root?: string): string[];
export const FEATURE_CSS_LINE_LIMIT: number;
export function checkFeatureCssLines(files: Iterable<[string, string]>, limit?: number): string[];
