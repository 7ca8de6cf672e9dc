/**
 * The comment form's defences shared by the post page and REST: the per-IP limit (WordPress's
 * comment flood check, counted in PostgreSQL so every process counts together) and the shape of
 * a refusal (stable code, German message, the field messages and what was typed).
 */
import type { RateLimitPolicy } from "../rate-limit/index.ts";

/** At most 5 comments per IP in 10 minutes: a person never reaches it, a burst stops there. */
export const COMMENT_POSTS: RateLimitPolicy = { name: "comment", limit: 5, windowSeconds: 10 * 60 };

export type CommentFormValues = {
  author: string;
  email: string;
  url: string;
  comment: string;
  comment_parent: string;
};

export type CommentFailureCode =
  | "invalid"
  | "bad_request"
  | "honeypot"
  | "nonce"
  | "rate_limited"
  | "post_invalid"
  | "closed"
  | "parent_invalid"
  | "duplicate";

export type CommentFailure = {
  ok: false;
  code: CommentFailureCode;
  message: string;
  errors: Record<string, string>;
  values: Partial<CommentFormValues>;
};
