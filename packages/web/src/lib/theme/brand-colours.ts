import { useEffect } from 'react';

type TBrandColours = { primary: string; secondary: string; accent: string };

/** Switches <html> to the admin area's fixed colours while the admin layout is mounted (spec admin 1). */
export function useAdminColours(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.area = 'admin';
    return () => {
      delete root.dataset.area;
    };
  }, []);
}

/** Themes the customer side with the restaurant's colours (spec customer 1, DESIGN.md section 5). */
export function useBrandColours({ primary, secondary, accent }: TBrandColours): void {
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--brand-primary', primary);
    style.setProperty('--brand-secondary', secondary);
    style.setProperty('--brand-accent', accent);
    return () => {
      for (const name of ['--brand-primary', '--brand-secondary', '--brand-accent'])
        style.removeProperty(name);
    };
  }, [primary, secondary, accent]);
}
