// Detail popup of a service row: its name and its sub-services (RULES.md S2).
import { Dialog, DialogBody, HTMLTable } from "@blueprintjs/core";
import { DetailList } from "../../../components/DetailList";
import type { Service } from "../../../contract/services";

export function ServiceDetailDialog(props: { service: Service | null; onClose: () => void }) {
  const { service, onClose } = props;
  return (
    <Dialog
      isOpen={service !== null}
      onClose={onClose}
      title="Detail Service"
      style={{ width: 480 }}
    >
      {service && (
        <DialogBody>
          <DetailList items={[["Nama Service", service.name]]} />
          <HTMLTable compact striped bordered style={{ width: "100%" }} aria-label="Sub service">
            <thead>
              <tr>
                <th style={{ width: 48, textAlign: "right" }}>No</th>
                <th>Sub Service</th>
              </tr>
            </thead>
            <tbody>
              {service.sub_services.length === 0 && (
                <tr>
                  <td colSpan={2} className="bp6-text-muted" style={{ textAlign: "center" }}>
                    Tidak ada data
                  </td>
                </tr>
              )}
              {service.sub_services.map((s, i) => (
                <tr key={s.id}>
                  <td style={{ textAlign: "right", fontVariantNumeric: "tabular-nums" }}>
                    {i + 1}
                  </td>
                  <td>{s.name}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </DialogBody>
      )}
    </Dialog>
  );
}
