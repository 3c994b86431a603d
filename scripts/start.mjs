// `npm start`: build once when no build exists, then serve pages and API.
import { spawnSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
if (!existsSync("build/server/index.js") || !existsSync("build/client/index.html")) {
  console.log("No build yet: building the site once (later starts reuse it).");
  const r = spawnSync(npm, ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { stdio: "inherit" });
for (const sig of ["SIGTERM", "SIGINT"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
