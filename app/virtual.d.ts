declare module "virtual:tool-index" {
  export const toolIndex: import("../tools/types").ToolIndexEntry[];
}
declare module "virtual:tool-nav" {
  export const toolNav: import("../tools/types").ToolNavEntry[];
}
