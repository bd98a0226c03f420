/** `%term%` for LIKE with the wildcards of the term escaped (use with `ESCAPE '\\'`) */
export function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

/** 0/1 columns as booleans */
export const bool = (v: number | null | undefined): boolean => v === 1;

/** comma-separated query values, trimmed, empty ones left out */
export function csv(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/** a WHERE clause built from optional conditions with named parameters */
export class Where {
  private readonly parts: string[] = [];
  readonly params: Record<string, unknown> = {};

  add(condition: string, params: Record<string, unknown> = {}): this {
    this.parts.push(condition);
    Object.assign(this.params, params);
    return this;
  }

  /** `name IN (@name0, @name1, ...)`; nothing when the list is empty */
  in(column: string, name: string, values: readonly (string | number)[]): this {
    if (!values.length) return this;
    const keys = values.map((_, i) => `${name}${i}`);
    keys.forEach((k, i) => (this.params[k] = values[i]));
    return this.add(`${column} IN (${keys.map((k) => '@' + k).join(', ')})`);
  }

  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}
