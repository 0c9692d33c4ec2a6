import type { TApiDeps } from '../deps.ts';

/** Who is calling: the bearer access token's user as the database knows them now. */
export type TPrincipal = {
  id: number;
  name: string;
  email: string;
  roles: string[];
  permissions: string[];
};

export type TApiEnv = {
  Variables: {
    deps: TApiDeps;
    principal: TPrincipal | null;
    /** The token was valid but its account is disabled: non-public endpoints answer 403. */
    accountDisabled: boolean;
  };
};
