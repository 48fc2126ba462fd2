import type {
  CardGateway,
  CardSaleRequest,
  CardSaleResult,
} from '../../../src/providers/card-gateway/card-gateway';
import { SandboxCardGateway } from '../../../src/providers/card-gateway/sandbox-gateway';

/** The sandbox, slowed down so that concurrent requests really overlap, counting every charge. */
export class CountingGateway implements CardGateway {
  readonly name = 'sandbox';
  readonly charges: CardSaleRequest[] = [];
  private readonly sandbox: SandboxCardGateway;
  /** When set, the next charges never answer before this promise settles (a hung processor). */
  hang: Promise<never> | null = null;

  constructor(latencyMs = 80) {
    this.sandbox = new SandboxCardGateway(latencyMs);
  }

  async sale(request: CardSaleRequest): Promise<CardSaleResult> {
    this.charges.push(request);
    if (this.hang) return this.hang;
    return this.sandbox.sale(request);
  }
}
