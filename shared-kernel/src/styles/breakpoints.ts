/** The breakpoints of tokens.css (--ds-breakpoint-*), in px, for scripts (matchMedia). */
export const BREAKPOINTS = { sm: 600, md: 900 } as const;
