export const EVIDENCE_FILE: string;
export function machineLine(): string;
export function writeEvidenceSection(key: string, markdown: string): void;
