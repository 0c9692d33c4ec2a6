import { SEED_VERSION_KEY } from '@tableside/shared/constants';
import { publicApiClient } from '../lib/http/api-clients.ts';
import { isDemoActive, routeApiTo } from '../lib/http/api-host.ts';
import { healthResponse } from '../lib/responses/health.response.ts';

/**
 * The only demo code on the normal path (DESIGN.md section 6): a flag in localStorage and the
 * dynamic import of the demo chunk (sql.js, the API, the sample data). The lazy demo modules never
 * import this file, only its types, so it stays in the main chunk.
 *
 * spec (customer 4): "A flag records that demo is initialised", per seed version; localStorage
 * so every tab and every reload knows to resume.
 */
const FLAG_KEY = 'tableside.demo';
const HEALTH_TIMEOUT_MS = 5000;

function storedSeedVersion(): string | null {
  try {
    return localStorage.getItem(FLAG_KEY);
  } catch {
    return null;
  }
}

/**
 * Starts the API in this page (restoring the stored demo data, or seeding it when there is none,
 * it is older than SEED_VERSION_KEY, or `reset` asks for it) and sends every API call there.
 */
export async function activateDemo({ reset = false }: { reset?: boolean } = {}): Promise<void> {
  // spec (customer 8): seeding aborts with 'Not in demo mode' when the backend is available. Once
  // the demo runs, the request layer answers from the page, so there is nothing to ask then.
  if (!isDemoActive() && (await backendAnswers())) {
    console.warn('Not in demo mode');
    throw new Error('Not in demo mode');
  }
  await startInPage(reset);
}

async function startInPage(reset: boolean): Promise<void> {
  const { startDemo } = await import('./demo-client.ts');
  const reuseImage = !reset && storedSeedVersion() === SEED_VERSION_KEY;
  routeApiTo(await startDemo({ reuseImage }));
  localStorage.setItem(FLAG_KEY, SEED_VERSION_KEY);
}

export type TActivateDemo = typeof activateDemo;

/**
 * At start-up, before the first API call: a browser that initialised the demo resumes it when the
 * backend does not answer. Without the flag this is one localStorage read.
 */
export async function resumeDemo(): Promise<void> {
  if (storedSeedVersion() === null || (await backendAnswers())) return;
  try {
    await startInPage(false);
  } catch (error) {
    // The banner still offers to initialise the demo again.
    console.error('[demo] could not resume the demo', error);
  }
}

function backendAnswers(): Promise<boolean> {
  return publicApiClient
    .get('/health', { retry: false, timeoutMs: HEALTH_TIMEOUT_MS, schema: healthResponse })
    .then(
      () => true,
      () => false,
    );
}
