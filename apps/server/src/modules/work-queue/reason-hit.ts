/** One account a provider puts in the queue, with what the reason is about. */
export interface ReasonHit {
  accountId: number;
  detail: string | null;
}
