/** The sealed chain: GET /api/audit/chain, verify, digests (issue 32, items 1 and 2). */
import { Provider, Type } from '@nestjs/common';
import { AuditChain } from './audit-chain';
import { ChainController } from './chain.http.controller';
import { Verifications } from './verifications';

export const CHAIN_CONTROLLERS: Type<unknown>[] = [ChainController];
export const CHAIN_PROVIDERS: Provider[] = [AuditChain, Verifications];
