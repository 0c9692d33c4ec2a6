import { AppError } from '@tableside/shared/errors';
import {
  DEFAULT_FLOOR_SHAPE,
  FLOOR_SERVED_WINDOW_HOURS,
  FLOOR_SHAPES,
  type TFloorOrder,
  type TFloorPlan,
  type TFloorPositions,
  type TFloorShape,
  type TFloorState,
} from '@tableside/shared/floor-plan.schemas';
import type { TOrderStatus } from '@tableside/shared/order-status';
import type { TApiDeps } from '../deps.ts';
import type { TPrincipal } from '../http/env.ts';
import { parseDocument } from '../shared-carts/shared-cart-document.ts';
import { announceTables } from '../tables/tables.service.ts';
import {
  findPlanBenchIds,
  listLiveOrders,
  listLiveSharedCarts,
  listPlanBenches,
  writePosition,
} from './floor-plan.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** 'Table 2' before 'Table 10', as staff count them. */
const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Most urgent first: a table with a new order and a served one shows 'ordering'. */
const STATE_RANK: Record<TFloorState, number> = { ordering: 3, waiting: 2, served: 1, free: 0 };

function orderState(status: TOrderStatus): TFloorState {
  if (status === 'SUBMITTED') return 'ordering';
  if (status === 'DELIVERED') return 'served';
  return 'waiting';
}

function toShape(value: string | null): TFloorShape {
  return (FLOOR_SHAPES as readonly (string | null)[]).includes(value)
    ? (value as TFloorShape)
    : DEFAULT_FLOOR_SHAPE;
}

/** Items in a stored shared cart that is still open (not yet sent as the table's order). */
function openCartItems(text: string): number {
  try {
    const document = parseDocument(text);
    if (document.status !== 'open') return 0;
    return document.cart.items.reduce((sum, line) => sum + line.quantity, 0);
  } catch {
    return 0;
  }
}

/** GET /floor-plan: the tables (of one location, or all) with their positions and what each one needs next. */
export async function loadFloorPlan(deps: TApiDeps, branchId: number | null = null): Promise<TFloorPlan> {
  const now = deps.clock.now();
  const servedSince = new Date(now.getTime() - FLOOR_SERVED_WINDOW_HOURS * HOUR_MS).toISOString();
  const [benches, orders, carts] = await Promise.all([
    listPlanBenches(deps.db, branchId),
    listLiveOrders(deps.db, servedSince),
    listLiveSharedCarts(deps.db, now.toISOString()),
  ]);
  const ordersByBench = new Map<number, TFloorOrder[]>();
  for (const order of orders) {
    if (order.bench_id === null) continue;
    const list = ordersByBench.get(order.bench_id) ?? [];
    list.push({
      id: order.id,
      order_number: order.order_number,
      sequence_number: order.sequence_number,
      status: order.status as TOrderStatus,
      created_at: order.created_at,
    });
    ordersByBench.set(order.bench_id, list);
  }
  const cartItems = new Map<number, number>();
  for (const cart of carts) {
    cartItems.set(cart.bench_id, (cartItems.get(cart.bench_id) ?? 0) + openCartItems(cart.cart));
  }
  const sorted = [...benches].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  return {
    tables: sorted.map((bench) => {
      const benchOrders = ordersByBench.get(bench.id) ?? [];
      const items = cartItems.get(bench.id) ?? 0;
      const states: TFloorState[] = benchOrders.map((order) => orderState(order.status));
      if (items > 0) states.push('ordering');
      const state = states.reduce<TFloorState>(
        (worst, next) => (STATE_RANK[next] > STATE_RANK[worst] ? next : worst),
        'free',
      );
      const placed = bench.floor_x !== null && bench.floor_y !== null;
      return {
        id: bench.id,
        name: bench.name,
        seat_capacity: bench.seat_capacity,
        active: bench.active === 1,
        floor_x: placed ? bench.floor_x : null,
        floor_y: placed ? bench.floor_y : null,
        floor_shape: toShape(bench.floor_shape),
        state,
        orders: benchOrders,
        cart_items: items,
      };
    }),
  };
}

/** PUT /floor-plan/positions: every position or none (one transaction); archived tables are not on the plan. */
export async function savePositions(
  deps: TApiDeps,
  body: TFloorPositions,
  principal: TPrincipal,
): Promise<void> {
  const ids = body.positions.map((position) => position.id);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const found = new Set((await findPlanBenchIds(trx, ids)).map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw AppError.notFound('Table', missing);
    for (const position of body.positions) {
      await writePosition(trx, {
        id: position.id,
        // Two decimals are finer than any screen can place a table.
        floor_x: position.x === null ? null : Math.round(position.x * 100) / 100,
        floor_y: position.y === null ? null : Math.round(position.y * 100) / 100,
        ...(position.shape ? { floor_shape: position.shape } : {}),
        updated_at: now,
        updated_by: principal.id,
        updated_by_name: principal.name,
      });
    }
  });
  // Another manager's open plan moves the tables too (after the commit, so its refetch sees them).
  announceTables(deps, ids);
}
