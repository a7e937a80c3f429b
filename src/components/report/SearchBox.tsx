// A list's search input above the grid ('Cari talent atau admin...'), debounced 300 ms, bound to
// the list's search (useListGrid's `search` / `setSearch`; the atoms return to page 0).
import "./report.css";
import { InputGroup } from "@blueprintjs/core";
import { useEffect, useRef, useState } from "react";

export function SearchBox(props: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  /** Accessible name; default the placeholder. */
  ariaLabel?: string;
}) {
  const [text, setText] = useState(props.value);
  const sent = useRef(props.value);
  // Follow outside changes (Back, a shared URL) without overwriting what is being typed.
  useEffect(() => {
    if (props.value !== sent.current) {
      sent.current = props.value;
      setText(props.value);
    }
  }, [props.value]);
  useEffect(() => {
    if (text.trim() === sent.current) return;
    const t = setTimeout(() => {
      sent.current = text.trim();
      props.onChange(text.trim());
    }, 300);
    return () => clearTimeout(t);
    // props.onChange is a stable atom setter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label={props.ariaLabel ?? props.placeholder}
      placeholder={props.placeholder}
      value={text}
      onValueChange={setText}
      style={{ minWidth: 240 }}
    />
  );
}
