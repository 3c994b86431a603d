import type { Config } from "./config";
import type { CacheService } from "./services/cache";
import type { ImagesService } from "./services/images";
import type { LlmService } from "./services/llm";
import type { RateLimitService } from "./services/rate-limit";
import type { SpeechService } from "./services/speech/service";
import type { YouTubeService } from "./services/youtube/service";

/** What a route handler may use: configuration (read once by server/config.ts) and the services, never the environment itself. */
export interface ServerContext {
  config: Config;
  cache: CacheService;
  rateLimit: RateLimitService;
  llm: LlmService;
  youtube: YouTubeService;
  speech: SpeechService;
  images: ImagesService;
  /** The server's clock (tests pass a fixed one). */
  now: () => Date;
}
