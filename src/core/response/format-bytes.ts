/** A size as B, KB or MB: binary multiples (1 KB = 1,024 bytes), one decimal, as browsers' download lists write them. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}
