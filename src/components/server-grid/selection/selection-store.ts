// The ticked rows of one grid (useRowSelection), kept by row id; the checkbox cells
// (SelectCheckbox) subscribe to it, so ticking a row re-renders only the checkboxes.
export class SelectionStore<Row> {
  private ids = new Set<string>();
  private rows = new Map<string, Row>();
  /** The page's selectable rows (the last `sync`): what the header's tick-box ticks. */
  private page: Row[] = [];
  private listeners = new Set<() => void>();
  constructor(
    readonly idOf: (row: Row) => string,
    public selectable: (row: Row) => boolean,
  ) {}
  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => void this.listeners.delete(fn);
  };
  get = () => this.ids;
  selectedRows = () => [...this.ids].map((id) => this.rows.get(id)!);
  private publish(next: Set<string>) {
    this.ids = next;
    for (const fn of this.listeners) fn();
  }
  toggle(row: Row, on: boolean) {
    this.tick([row], on);
  }
  /** Ticks or unticks every selectable row of the page. */
  toggleAll(on: boolean) {
    this.tick(this.page, on);
  }
  private tick(rows: Row[], on: boolean) {
    const next = new Set(this.ids);
    for (const row of rows) {
      const id = this.idOf(row);
      if (on) {
        next.add(id);
        this.rows.set(id, row);
      } else next.delete(id);
    }
    this.publish(next);
  }
  /** The page's selectable rows all ticked, some, or none. */
  pageState(ids: Set<string>): "all" | "some" | "none" {
    const ticked = this.page.filter((r) => ids.has(this.idOf(r))).length;
    return ticked === 0 ? "none" : ticked === this.page.length ? "all" : "some";
  }
  /** The page's fresh rows: selected ones take their new figures, others drop out. */
  sync(rows: Row[] | undefined) {
    this.page = (rows ?? []).filter((r) => this.selectable(r));
    const byId = new Map((rows ?? []).map((r) => [this.idOf(r), r]));
    const next = new Set<string>();
    for (const id of this.ids) {
      const row = byId.get(id);
      if (row && this.selectable(row)) {
        next.add(id);
        this.rows.set(id, row);
      }
    }
    if (next.size !== this.ids.size) this.publish(next);
  }
  clear = () => this.publish(new Set());
}
