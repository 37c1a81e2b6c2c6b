// Makes a file truly read-only for a test. A root user writes through mode 0444, so as root the file is made
// immutable instead (chattr +i, which root too must undo before writing).
import { chmodSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const isRoot = process.getuid?.() === 0;

export function makeReadOnly(file: string): void {
  if (isRoot) execFileSync('chattr', ['+i', file]);
  else chmodSync(file, 0o444);
}

export function makeWritable(file: string): void {
  if (isRoot) execFileSync('chattr', ['-i', file]);
  else chmodSync(file, 0o644);
}
