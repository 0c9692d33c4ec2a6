import { z } from 'zod';
import { MAX_ID } from './list.schemas.ts';
import { ORDER_STATUSES } from './order-status.ts';

/**
 * The floor plan (issue 5; docs/decisions/0011-floor-plan.md): every table that is not archived,
 * placed on a room plan in percent of the room's width and height, with its live state.
 */
export const FLOOR_SHAPES = ['round', 'square', 'rectangle'] as const;
export type TFloorShape = (typeof FLOOR_SHAPES)[number];
export const DEFAULT_FLOOR_SHAPE: TFloorShape = 'square';

/**
 * What a table needs next, most urgent first when a table has several orders:
 * ordering (a shared cart with lines, or an order SUBMITTED and not yet accepted),
 * waiting (OPENED or READY: the kitchen is on it, or the food waits to be carried out),
 * served (DELIVERED recently, not yet paid), free (none of these).
 */
export const FLOOR_STATES = ['free', 'ordering', 'waiting', 'served'] as const;
export type TFloorState = (typeof FLOOR_STATES)[number];

/** A DELIVERED order older than this no longer keeps its table 'served' (a bill never closed). */
export const FLOOR_SERVED_WINDOW_HOURS = 4;

export const ZFloorOrder = z.object({
  id: z.number(),
  order_number: z.string().nullable(),
  /** The ORD- number people see (decision 0043). */
  sequence_number: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
});
export type TFloorOrder = z.infer<typeof ZFloorOrder>;

export const ZFloorTable = z.object({
  id: z.number(),
  name: z.string(),
  seat_capacity: z.number().nullable(),
  active: z.boolean(),
  /** Percent of the room, 0..100 from the left and the top; both null while the table is not placed. */
  floor_x: z.number().nullable(),
  floor_y: z.number().nullable(),
  floor_shape: z.enum(FLOOR_SHAPES),
  state: z.enum(FLOOR_STATES),
  /** The orders behind the state, oldest first. */
  orders: z.array(ZFloorOrder),
  /** Items in the table's open shared cart (guests choosing together), 0 without one. */
  cart_items: z.number(),
});
export type TFloorTable = z.infer<typeof ZFloorTable>;

/** GET /floor-plan, and the answer of PUT /floor-plan/positions. */
export const ZFloorPlan = z.object({ tables: z.array(ZFloorTable) });
export type TFloorPlan = z.infer<typeof ZFloorPlan>;

/** At most this many positions in one save (a restaurant's whole room). */
export const FLOOR_POSITIONS_MAX = 500;

const ZPercent = z
  .number({ error: 'Expected a number from 0 to 100' })
  .min(0, 'Expected a number from 0 to 100')
  .max(100, 'Expected a number from 0 to 100');

export const ZFloorPosition = z
  .object({
    id: z
      .number({ error: 'Expected a table id' })
      .int('Expected a table id')
      .positive('Expected a table id')
      .max(MAX_ID, 'Expected a table id'),
    /** null and null take the table off the plan (back to the tray). */
    x: ZPercent.nullable(),
    y: ZPercent.nullable(),
    shape: z.enum(FLOOR_SHAPES, { error: `Expected one of ${FLOOR_SHAPES.join(', ')}` }).optional(),
  })
  .refine((position) => (position.x === null) === (position.y === null), {
    message: 'x and y are both numbers, or both null to take the table off the plan',
    path: ['x'],
  });

export const ZFloorPositions = z
  .object({
    positions: z
      .array(ZFloorPosition)
      .min(1, 'At least one position')
      .max(FLOOR_POSITIONS_MAX, `At most ${FLOOR_POSITIONS_MAX} positions`),
  })
  .refine((body) => new Set(body.positions.map((p) => p.id)).size === body.positions.length, {
    message: 'Each table at most once',
    path: ['positions'],
  });
export type TFloorPositions = z.infer<typeof ZFloorPositions>;
export type TFloorPosition = z.infer<typeof ZFloorPosition>;
