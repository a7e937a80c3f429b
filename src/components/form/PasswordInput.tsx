import { useState } from "react";
import { Button, InputGroup, type InputGroupProps } from "@blueprintjs/core";

/** A password field with the show/hide toggle every password field of the spec has. */
export function PasswordInput(props: Omit<InputGroupProps, "type" | "rightElement">) {
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      {...props}
      type={shown ? "text" : "password"}
      rightElement={
        <Button
          variant="minimal"
          icon={shown ? "eye-off" : "eye-open"}
          aria-label={shown ? "Sembunyikan password" : "Tampilkan password"}
          onClick={() => setShown((s) => !s)}
        />
      }
    />
  );
}
