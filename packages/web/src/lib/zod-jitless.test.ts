import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes Zod jitless, set before or after Zod loads', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema still parses (and refuses) as before.
    const schema = z.object({ id: z.number() });
    expect(schema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(schema.safeParse({ id: 'x' }).success).toBe(false);
  });
});
