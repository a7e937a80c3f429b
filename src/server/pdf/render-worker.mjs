// Worker entry, plain JavaScript so Node can load it in any thread. Node 20 does not pass
// `--import tsx` (execArgv) on to worker threads' module loader, so the worker registers
// tsx itself before importing the TypeScript renderer.
import { register } from "tsx/esm/api";

register();
const { default: render } = await import("./render-worker.tsx");
export default render;
