// Types for accounts-csv.mjs (the accounts files the tests, suites and benchmarks import).
export type CsvValue = string | number | Date | null | undefined;
export function csvCell(value: CsvValue): string;
export function toCsv(rows: readonly (readonly CsvValue[])[]): string;
export const ACCOUNT_CSV_COLUMNS: readonly string[];
export function accountNumber(prefix: string, i: number): string;
export function balanceCentsOf(i: number): number;
export function accountCsvRow(prefix: string, i: number): string[];
export function accountsCsv(prefix: string, rows: number): string;
