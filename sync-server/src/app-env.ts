import type { Role } from '@bin-valet/schema';
import type { Store } from './db/connection';
import type { Config } from './env';
import type { Geocoder } from './geo/geocoder';

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
}

/** What every handler can reach through `c.get(...)`. */
export interface AppEnv {
  Variables: {
    store: Store;
    config: Config;
    user: SessionUser;
    /** The signed-in session's id, set with `user`. */
    sessionId: string;
    /** Places new addresses in the background (a no-op without GEOCODER_URL). */
    geocoder: Geocoder;
  };
}
