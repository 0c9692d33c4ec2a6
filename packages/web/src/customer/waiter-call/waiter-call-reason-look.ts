import type { TWaiterCallReason } from '@tableside/shared/waiter-call-reasons';
import { ClipboardList, GlassWater, type LucideIcon, MessageCircleQuestion } from 'lucide-react';

/** Each reason's icon; its words are guest.waiterCall.reasons.{REASON} in the locales. */
export const REASON_ICONS: Record<TWaiterCallReason, LucideIcon> = {
  QUESTION: MessageCircleQuestion,
  WATER: GlassWater,
  READY_TO_ORDER: ClipboardList,
};
