declare module "virtual:tool-index" {
  export const toolIndex: import("../tools/types").ToolIndexEntry[];
}
