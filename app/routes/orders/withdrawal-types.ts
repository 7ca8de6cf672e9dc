import type { FormFailure } from "#app/components/account/types.ts";

export type WithdrawalValues = { name: string; order: string; email: string };

/** What the withdrawal page's posts answer: the next step to show. */
export type WithdrawalAnswer =
  | { step: "confirm"; values: WithdrawalValues; nonce: string; error?: string }
  | { step: "done" | "already"; orderId: number; receivedAt: string; email: string }
  | (FormFailure & { step: "form"; values: WithdrawalValues });
