/** The file `npm run build` writes and the package's `bin` points at. */
export declare const DEFAULT_OUTFILE: string;
/** Builds the `amem` program into `outfile` and makes it executable; resolves to the absolute path. */
export declare function buildAmem(outfile?: string): Promise<string>;
/** The MCP bridge bundle written beside a program file (amem.cjs → amem-mcp.cjs). */
export declare function bridgeFileFor(program: string): string;
