export interface TypecheckProgram {
  members: string[];
  configPath: string;
  files: string[];
}
export function typecheckPrograms(root: string): TypecheckProgram[];
