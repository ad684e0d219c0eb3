import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sandbox } from '../context';

let memoryDir: string | null = null;

/** Where documents' bytes go: under the data directory, or a temporary one for an in-memory sandbox. */
export function documentsDir(sb: Sandbox): string {
  if (sb.config.dataDir) return join(sb.config.dataDir, 'kyc-documents');
  memoryDir ??= mkdtempSync(join(tmpdir(), 'sandbox-kyc-documents-'));
  return memoryDir;
}

/** Writes one document's bytes; the name is relative to documentsDir. */
export function storeDocumentBytes(sb: Sandbox, fileName: string, bytes: Uint8Array): void {
  const path = join(documentsDir(sb), fileName);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, bytes);
}
