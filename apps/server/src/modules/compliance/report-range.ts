export interface ReportRange {
  from: string;
  to: string;
}
