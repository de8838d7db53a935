import { describe, expect, it } from "vitest";
import { definedElsewhere, dropTable, findTable, putTable, tomlLine } from "../src/install/toml-table";

const OURS = '[mcp_servers.amem]\ncommand = "node"\n';

describe("editing one TOML table as lines", () => {
  it("finds a table with its sub-tables, ending at its last key line", () => {
    const text = 'a = 1\n\n[mcp_servers."amem"]  # ours\nx = 1\n\n[mcp_servers.amem.tools]\ny = 2\n\n# next\n[other]\nz = 3\n';
    const span = findTable(text, "mcp_servers.amem");
    expect(span?.text).toBe('[mcp_servers."amem"]  # ours\nx = 1\n\n[mcp_servers.amem.tools]\ny = 2\n');
    expect(findTable(text, "mcp_servers.amemx")).toBeUndefined();
    expect(findTable("[[mcp_servers.amem]]\n", "mcp_servers.amem")?.text).toBe("[[mcp_servers.amem]]\n");
  });

  it("a table at the end of a file without a final newline ends there", () => {
    expect(findTable("[t]\nk = 1", "t")?.text).toBe("[t]\nk = 1");
  });

  it("put then drop gives the file back byte for byte", () => {
    for (const text of ["", 'model = "x"\n', 'model = "x"\n\n[features]\nhooks = true\n', "# only a comment\n"]) {
      const put = putTable(text, undefined, OURS);
      const span = findTable(put, "mcp_servers.amem");
      expect(span?.text, text).toBe(OURS);
      expect(dropTable(put, span!), text).toBe(text);
    }
  });

  it("replacing keeps what comes after the table", () => {
    const text = `${OURS}\n[tui]\nx = 1\n`;
    const next = putTable(text, findTable(text, "mcp_servers.amem"), '[mcp_servers.amem]\nurl = "u"\n');
    expect(next).toBe('[mcp_servers.amem]\nurl = "u"\n\n[tui]\nx = 1\n');
  });

  it("sees the other ways to define the name, and not the table's own keys", () => {
    expect(definedElsewhere('mcp_servers.amem.command = "x"\n', "mcp_servers.amem")).toBe(true);
    expect(definedElsewhere('[mcp_servers]\namem = { command = "x" }\n', "mcp_servers.amem")).toBe(true);
    expect(definedElsewhere('[mcp_servers]\n"amem".command = "x"\n', "mcp_servers.amem")).toBe(true);
    expect(definedElsewhere(`${OURS}args = ["a"]\n`, "mcp_servers.amem")).toBe(false);
    expect(definedElsewhere("[mcp_servers]\namemx = 1\n[other]\namem = 2\n", "mcp_servers.amem")).toBe(false);
  });

  it("writes strings, arrays and inline tables TOML reads back as written", () => {
    expect(tomlLine("command", 'C:\\node "x"')).toBe('command = "C:\\\\node \\"x\\""');
    expect(tomlLine("args", ["/a b/amem.cjs", "mcp"])).toBe('args = ["/a b/amem.cjs", "mcp"]');
    expect(tomlLine("env", { XDG_CONFIG_HOME: "/c", "A.B": "d" })).toBe('env = { XDG_CONFIG_HOME = "/c", "A.B" = "d" }');
  });
});
