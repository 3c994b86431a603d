export * from "./errors";
export * from "./page-fetch";
export * from "./page-parse";
export * from "./schemas";
export * from "./service";
