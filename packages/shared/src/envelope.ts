import type { TErrorCode, TFieldErrors } from './errors.ts';

/** spec (customer 7): every response is wrapped with success, message and data. */
export type TEnvelope<T> = { success: true; message: string; data: T };
export type TErrorEnvelope = {
  success: false;
  message: string;
  code: TErrorCode;
  errors?: TFieldErrors;
  /** What the client needs to recover, e.g. the current state with a 409. */
  data?: unknown;
};

/** spec (customer 3): the paged result shape of every list endpoint called with a page parameter. */
export type TPage<T> = {
  content: T[];
  page_number: number;
  page_size: number;
  total_elements: number;
  total_pages: number;
  is_first: boolean;
  is_last: boolean;
  has_next: boolean;
  has_previous: boolean;
};

export function toPage<T>(
  content: T[],
  pageNumber: number,
  pageSize: number,
  totalElements: number,
): TPage<T> {
  const totalPages = Math.max(1, Math.ceil(totalElements / pageSize));
  return {
    content,
    page_number: pageNumber,
    page_size: pageSize,
    total_elements: totalElements,
    total_pages: totalPages,
    is_first: pageNumber <= 0,
    is_last: pageNumber >= totalPages - 1,
    has_next: pageNumber < totalPages - 1,
    has_previous: pageNumber > 0,
  };
}
