export interface StageTime {
  name: string;
  wallSeconds: number;
  cpuSeconds: number | null;
}
export function childrenCpuSeconds(): number | null;
export function timeStage<T>(name: string, run: () => T, into: StageTime[]): T;
export function stageTimeLines(stages: StageTime[]): string[];
