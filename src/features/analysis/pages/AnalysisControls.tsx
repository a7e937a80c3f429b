// The analysis screen's chooser: rows, columns, values, the date range and the ready-made views.
// Loaded with import() once the pivot's first rows are in (AnalysisPage): its Blueprint select,
// tag input, popovers and date boxes are not on the path to the first rows.
import { Button, ButtonGroup, HTMLSelect, MenuItem } from "@blueprintjs/core";
import { MultiSelect } from "@blueprintjs/select";
import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import {
  PERSON_ROWS,
  PERSON_VALUES,
  PIVOT_COLS,
  PIVOT_ROWS,
  PIVOT_VALUES,
  type PivotRow,
  type PivotValue,
} from "../../../contract/values";
import { paths } from "../../../client/lib/paths";
import { DateRangeFilter } from "../../../components/report/DateRangeFilter";
import { analysisList, pivotChoice } from "../atoms";
import { COL_LABELS, READY_VIEWS, ROW_LABELS, VALUE_LABELS } from "../choices";

function ValuePicker(props: {
  values: PivotValue[];
  choices: readonly PivotValue[];
  onChange: (v: PivotValue[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const toggle = (v: PivotValue) =>
    props.onChange(
      props.values.includes(v) ? props.values.filter((x) => x !== v) : [...props.values, v],
    );
  // Blueprint's own × on a tag is labelled 'Remove tag' in English and, clicked, opens the
  // picker's menu; ours speaks Indonesian, only removes, and leaves the focus in the picker
  const removeButton = (v: PivotValue) => (
    <Button
      variant="minimal"
      size="small"
      icon="cross"
      aria-label={`Hapus ${VALUE_LABELS[v]}`}
      onClick={(e) => {
        e.stopPropagation();
        toggle(v);
        input.current?.focus();
      }}
    />
  );
  return (
    <MultiSelect<PivotValue>
      items={[...props.choices]}
      selectedItems={props.values}
      itemRenderer={(v, { handleClick, modifiers }) => (
        <MenuItem
          key={v}
          text={VALUE_LABELS[v]}
          roleStructure="listoption"
          selected={props.values.includes(v)}
          active={modifiers.active}
          onClick={handleClick}
        />
      )}
      onItemSelect={toggle}
      onRemove={toggle}
      tagRenderer={(v) => VALUE_LABELS[v]}
      placeholder="Pilih nilai..."
      tagInputProps={{
        inputProps: { "aria-label": "Nilai" },
        inputRef: input,
        tagProps: (_, i) => ({ onRemove: undefined, endIcon: removeButton(props.values[i]) }),
      }}
      resetOnSelect
    />
  );
}

function ReadyViews() {
  const navigate = useNavigate();
  return (
    <div className="analysis-ready" role="group" aria-label="Tampilan siap pakai">
      <span>Tampilan siap pakai:</span>
      <ButtonGroup>
        {READY_VIEWS.map((v) => (
          <Button
            key={v.name}
            text={v.name}
            size="small"
            variant="outlined"
            onClick={() => navigate({ pathname: paths.analysis.pattern, search: v.search })}
          />
        ))}
      </ButtonGroup>
    </div>
  );
}

export default function AnalysisControls() {
  const params = useAtomValue(analysisList.paramsAtom);
  const [range, setRange] = useAtom(analysisList.rangeAtom);
  const setFilter = useSetAtom(analysisList.setFilterAtom);
  const { query, rows, values } = pivotChoice(params);
  const choices = PERSON_ROWS.includes(rows)
    ? PIVOT_VALUES
    : PIVOT_VALUES.filter((v) => !PERSON_VALUES.includes(v));
  const setRows = (next: string) => {
    setFilter("rows", next);
    // paid and outstanding belong to a person: dropped with another row dimension
    if (!PERSON_ROWS.includes(next as PivotRow))
      setFilter("values", values.filter((v) => !PERSON_VALUES.includes(v)).join(",") || "count");
  };
  return (
    <>
      <div className="kt-report-controls analysis-controls">
        <label>
          Baris{" "}
          <HTMLSelect
            value={rows}
            onChange={(e) => setRows(e.currentTarget.value)}
            options={PIVOT_ROWS.map((r) => ({ value: r, label: ROW_LABELS[r] }))}
          />
        </label>
        <label>
          Kolom{" "}
          <HTMLSelect
            value={query.cols}
            onChange={(e) => setFilter("cols", e.currentTarget.value)}
            options={PIVOT_COLS.map((c) => ({ value: c, label: COL_LABELS[c] }))}
          />
        </label>
        <ValuePicker
          values={values}
          choices={choices}
          onChange={(v) => setFilter("values", v.join(",") || "count")}
        />
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <ReadyViews />
    </>
  );
}
