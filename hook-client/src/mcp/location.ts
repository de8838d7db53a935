/** The bridge bundle that ships beside the program: dist/amem.cjs → dist/amem-mcp.cjs (build.mjs writes both). */
export function bridgeFileFor(program: string): string {
  return program.endsWith(".cjs") ? `${program.slice(0, -".cjs".length)}-mcp.cjs` : `${program}-mcp.cjs`;
}

/** The service's MCP endpoint for a base URL as loadConfig gives it (no trailing slash, no /v1). */
export function mcpEndpoint(baseUrl: string): string {
  return `${baseUrl}/mcp`;
}
