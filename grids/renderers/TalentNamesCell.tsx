// The talents of a category row: the first 3 names, then '+N lainnya' for the rest (RULES.md S2, S9).
import type { CustomCellRendererProps } from "ag-grid-react";
import { EMPTY } from "../../src/client/lib/format";
import type { TalentBrief } from "../../src/contract/talents";

const TALENT_NAMES_SHOWN = 3;

/** 'Ani, Budi, Citra' + ' +2 lainnya'; the text form is used for tooltips and tests. */
function talentNamesText(talents: TalentBrief[]): { names: string; rest: number } {
  return {
    names: talents
      .slice(0, TALENT_NAMES_SHOWN)
      .map((t) => t.name)
      .join(", "),
    rest: Math.max(0, talents.length - TALENT_NAMES_SHOWN),
  };
}

export function TalentNamesCell(props: CustomCellRendererProps<unknown, TalentBrief[]>) {
  const talents = props.value ?? [];
  if (talents.length === 0) return <span>{EMPTY}</span>;
  const { names, rest } = talentNamesText(talents);
  return (
    <span className="kt-talent-names">
      {names}
      {rest > 0 && <span className="bp6-text-muted"> +{rest} lainnya</span>}
    </span>
  );
}
