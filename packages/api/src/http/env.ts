import type { TApiDeps } from '../deps.ts';

/** Who is calling, decoded from the bearer access token. */
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
  };
};
