/** The sealed chain: GET /api/audit/chain, verify, digests (issue 32, items 1 and 2). */
import { Provider, Type } from '@nestjs/common';
import { AuditChain } from './audit-chain';

export const CHAIN_CONTROLLERS: Type<unknown>[] = [];
export const CHAIN_PROVIDERS: Provider[] = [AuditChain];
