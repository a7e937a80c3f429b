// The chart kit's one door: pages describe a chart (ChartSpec) and place it in a ChartSlot;
// AG Charts itself loads with import() (ag-chart.tsx) once a chart is on screen.
export { ChartPanel } from "./ChartPanel";
export { ChartSlot } from "./ChartSlot";
export { CHART_COLOURS, CHART_PALETTE, type ChartSeries, type ChartSpec } from "./spec";
