import { useSearchParams } from '../../lib/router/router.tsx';

/**
 * Whether the guest came to the menu to order together (the table landing links to
 * /table/:tableId/menu?together=1): the menu then shows StartSharedCartButton first.
 */
export function useTogetherRequested(): boolean {
  const [params] = useSearchParams();
  return params.get('together') === '1';
}
