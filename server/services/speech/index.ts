export * from "./engine";
export * from "./edge";
export * from "./mp3";
export * from "./service";
export * from "./split";
