/** The path of the running amem bundle (a CommonJS file, so `__filename` is its own path). */
export function selfPath(): string {
  return typeof __filename === "string" && __filename.endsWith(".cjs") ? __filename : (process.argv[1] ?? "amem");
}
