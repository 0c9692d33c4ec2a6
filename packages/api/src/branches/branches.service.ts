import { AppError } from '@tableside/shared/errors';
import type { TBranch, TBranchInput } from '@tableside/shared/tables.schemas';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { findBranchById, findBranchNamed, insertBranch, updateBranch } from './branches.repository.ts';

export async function getBranch(deps: TApiDeps, id: number): Promise<TBranch> {
  const branch = await findBranchById(deps.db, id);
  if (!branch) throw AppError.notFound('Branch', id);
  return branch;
}

async function checkName(deps: TApiDeps, name: string, exceptId?: number): Promise<void> {
  const clash = await findBranchNamed(deps.db, name, exceptId);
  if (clash) {
    const message = `A branch named "${clash.name}" already exists`;
    throw new AppError('CONFLICT', message, { errors: { name: [message] } });
  }
}

const stampOf = (deps: TApiDeps, principal: TPrincipal) => ({
  at: deps.clock.now().toISOString(),
  by: { id: principal.id, name: principal.name },
});

export async function createBranch(deps: TApiDeps, input: TBranchInput, principal: TPrincipal) {
  await checkName(deps, input.name);
  return getBranch(deps, await insertBranch(deps.db, input, stampOf(deps, principal)));
}

export async function replaceBranch(deps: TApiDeps, id: number, input: TBranchInput, principal: TPrincipal) {
  await getBranch(deps, id);
  await checkName(deps, input.name, id);
  await updateBranch(deps.db, id, input, stampOf(deps, principal));
  return getBranch(deps, id);
}
