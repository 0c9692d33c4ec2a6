import { ENUMS, type TEnumName, type TEnums } from '@tableside/shared/enums.schemas';

/** GET /enums as the server answers it; `extra` adds values a newer server might name. */
export function enumsAnswer(extra: Partial<Record<TEnumName, string[]>> = {}): TEnums {
  return Object.fromEntries(
    Object.entries(ENUMS).map(([name, values]) => [name, [...values, ...(extra[name as TEnumName] ?? [])]]),
  );
}
