import type { Config } from '../../config';

/** The account number left out of Total Collected (spec 2 §9), from TEST_ACCOUNT_NUMBER; null: none. */
export function testAccountNumber(config: Config): string | null {
  return config.testAccountNumber;
}
