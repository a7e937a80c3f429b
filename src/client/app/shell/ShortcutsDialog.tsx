// The '?' sheet: the groups of keys shortcuts.ts found on the page. Loaded when it first opens.
import { Dialog, DialogBody, HTMLTable } from "@blueprintjs/core";
import type { Group } from "./shortcuts";

export default function ShortcutsDialog(props: { groups: Group[]; onClose: () => void }) {
  return (
    <Dialog isOpen title="Pintasan keyboard" onClose={props.onClose} style={{ width: 560 }}>
      <DialogBody>
        {props.groups.map((g) => (
          <section key={g.title} aria-label={g.title}>
            <h3 className="bp6-heading" style={{ fontSize: 14, margin: "8px 0 4px" }}>
              {g.title}
            </h3>
            <HTMLTable compact style={{ width: "100%" }}>
              <tbody>
                {g.keys.map(([k, what]) => (
                  <tr key={k}>
                    <th scope="row" style={{ width: 200 }}>
                      <kbd>{k}</kbd>
                    </th>
                    <td>{what}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </section>
        ))}
      </DialogBody>
    </Dialog>
  );
}
