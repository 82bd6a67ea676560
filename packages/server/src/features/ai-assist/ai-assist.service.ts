import { createHash } from 'node:crypto';
import {
  AI_COST_PLACES,
  type AiActionAllowed,
  type AiCreateLogInput,
  type AiGeneration,
  type AiIntent,
  type AiLang,
  type AiOutcomeInput,
  type AiPrices,
  type AiReplyInput,
  type AiReplyPolicyText,
  type AiSuggestedAction,
  aiCallCost,
  citedSentences,
  composeReply,
  composeSummary,
  Decimal,
  type DraftSentence,
  type Fact,
  type FactsSource,
  factsOf,
  flaggedFigures,
  guessIntent,
  hasPermission,
  outcomeOfSend,
  promptOf,
  suggestedActions,
} from '@backdesk/domain';
import { recordScope } from '../../access/record-scope.js';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './ai-assist.repository.js';

/**
 * A language model behind an OpenAI-compatible endpoint (the provider client wires one in); without one the
 * deterministic composer writes the drafts from the facts. `complete` throws on failure or timeout.
 */
export type AiModel = {
  provider: string;
  model: string;
  complete(input: {
    system: string;
    prompt: string;
    signal?: AbortSignal;
  }): Promise<{ text: string; inputTokens: number; outputTokens: number }>;
};

type Time = string | Date;

/**
 * What the facts are read through: the case page's own reads (scope, masking and permissions as the agent has
 * them), wired in app.ts from the mail-cases, orders, refunds, resends and returns features.
 */
export type AiCaseReaders = {
  view: (
    auth: AuthContext,
    id: number,
  ) => Promise<FactsSource['case'] & { orderId: number | null; subject: string }>;
  thread: (auth: AuthContext, id: number) => Promise<{ direction: number; text: string; sentAt: Time }[]>;
  customerCases: (auth: AuthContext, id: number) => Promise<FactsSource['earlierCases']>;
  order: (
    auth: AuthContext,
    orderId: number,
  ) => Promise<NonNullable<FactsSource['order']> & { platformId: number; shopId: number }>;
  refunds: (auth: AuthContext, orderId: number) => Promise<FactsSource['refunds']>;
  resends: (auth: AuthContext, orderId: number) => Promise<FactsSource['resends']>;
  returns: (auth: AuthContext, orderNo: string) => Promise<FactsSource['returns']>;
};

/**
 * The reply policy for a case's shop, platform, language and problem label (the reply policies wire it in): the
 * case's label names the problem label (domain caseProblemLabelId).
 */
export type AiPolicyReader = (of: {
  platformId: number | null;
  shopId: number | null;
  lang: AiLang;
  intent: AiIntent;
  mailLabel: string | null;
}) => Promise<AiReplyPolicyText | null>;

/**
 * Which suggested actions a caller may be offered: the dialog's create permission, and the read that shows the
 * records already there (without it the facts do not say whether a refund, resend or return exists).
 */
export function allowedActions(auth: AuthContext): AiActionAllowed {
  const has = (code: string) => hasPermission(auth.btns, code);
  return {
    refund: has('refund.create') && has('refund.view'),
    resend: has('resend.create') && has('resend.view'),
    return: has('return.manage') && (has('return.view') || has('return.process')),
  };
}

/** The longest a model may take before the call fails with AI_SERVICE_FAILED. */
export const AI_MODEL_TIMEOUT_MS = 30_000;

const orNone = <T>(read: Promise<T[]>): Promise<T[]> =>
  read.catch((e) => {
    // a record the caller has no permission for is not a fact of theirs
    if (e instanceof AppError) return [];
    throw e;
  });

/** A mail's text when it came as HTML: tags dropped, entities of the common kind read. */
const plainText = (text: string) =>
  /<[a-z][\s\S]*>/i.test(text)
    ? text
        .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
        .replace(/<br\s*\/?>|<\/p>/gi, '\n')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/[ \t]+/g, ' ')
        .trim()
    : text.trim();

/** Suggested replies and case summaries grounded on the order (issue 15), cached per work order. */
export function createAiAssistService(
  db: Db,
  deps: {
    cases: AiCaseReaders;
    model?: AiModel | null;
    policyOf?: AiPolicyReader;
    /** AI_PRICE_IN and AI_PRICE_OUT: each model call's cost in the create log (null: not priced). */
    prices?: AiPrices | null;
    timeoutMs?: number;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? AI_MODEL_TIMEOUT_MS;

  function answer(
    row: repo.AiGenerationRow,
    cached: boolean,
    actions: AiSuggestedAction[] = [],
  ): AiGeneration {
    return {
      isSuccess: true,
      result: [{ contentId: String(row.id), content: row.content }],
      generationId: row.id,
      workOrderId: row.workOrderId,
      kind: row.kind as AiGeneration['kind'],
      intent: row.intent as AiGeneration['intent'],
      lang: row.lang as AiLang,
      sentences: row.sentences as DraftSentence[],
      facts: row.facts as Fact[],
      flags: row.flags as AiGeneration['flags'],
      source: row.source as AiGeneration['source'],
      provider: row.provider,
      model: row.model,
      generatedAt: row.createdAt,
      refreshedAt: row.refreshedAt,
      cached,
      outcome: row.outcome as AiGeneration['outcome'],
      actions,
    };
  }

  /** The facts of a case as the caller sees them, with the mail answered. */
  async function gather(auth: AuthContext, input: AiReplyInput, kind: 'reply' | 'abstract') {
    const c = await deps.cases.view(auth, input.workOrderId);
    let mailText = plainText(input.formEmail);
    if (!mailText) {
      const thread = await deps.cases.thread(auth, input.workOrderId);
      const last = thread.filter((m) => m.direction === 1).at(-1);
      mailText = last ? plainText(last.text) : '';
    }
    if (!mailText && kind === 'reply') throw new AppError('AI_NO_CUSTOMER_MAIL');
    const orderId = input.orderId ?? c.orderId;
    const order = orderId ? await deps.cases.order(auth, orderId) : null;
    const [refunds, resends, returns, earlierCases] = await readTogether(
      db,
      () => (order ? orNone(deps.cases.refunds(auth, order.id)) : []),
      () => (order ? orNone(deps.cases.resends(auth, order.id)) : []),
      () => (order ? orNone(deps.cases.returns(auth, order.orderNo)) : []),
      () => orNone(deps.cases.customerCases(auth, input.workOrderId)),
    );
    // the mail says what it asks; the subject only when the mail's words do not
    const fromMail = guessIntent(mailText);
    const intent = fromMail === 'other' ? guessIntent(c.subject) : fromMail;
    const source: FactsSource = {
      case: c,
      mailText,
      order,
      refunds,
      resends,
      returns,
      earlierCases: earlierCases.slice(0, 10),
      policy: null,
      note: input.supplementaryContent,
    };
    const replyLang = input.lang ?? factsOf(source).lang;
    const policy = deps.policyOf
      ? await deps.policyOf({
          platformId: order?.platformId ?? null,
          shopId: order?.shopId ?? null,
          lang: replyLang,
          intent,
          mailLabel: c.mailLabel ?? null,
        })
      : null;
    const bundle = factsOf({ ...source, policy });
    return { c, order, mailText, intent, bundle, policy, replyLang };
  }

  /** The draft from the model, or from the composer without one; failures and timeouts are AI_SERVICE_FAILED. */
  async function write(
    kind: 'reply' | 'abstract',
    g: Awaited<ReturnType<typeof gather>>,
    lang: AiLang,
  ): Promise<{
    text: string;
    sentences: DraftSentence[];
    inputTokens: number;
    outputTokens: number;
    durationMs: number;
  }> {
    const model = deps.model;
    const started = Date.now();
    if (!model) {
      const draft =
        kind === 'reply'
          ? composeReply(g.bundle, g.intent, { lang, policy: g.policy })
          : composeSummary(g.bundle, g.intent, lang);
      return { text: draft.text, sentences: draft.sentences, inputTokens: 0, outputTokens: 0, durationMs: 0 };
    }
    const { system, prompt } = promptOf(g.bundle, {
      kind,
      intent: g.intent,
      lang,
      mailText: g.mailText,
      policy: g.policy,
    });
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`timed out after ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      const out = await Promise.race([
        model.complete({ system, prompt, signal: controller.signal }),
        timeout,
      ]);
      const text = out.text.trim();
      if (!text) throw new Error('empty answer');
      return {
        text,
        sentences: citedSentences(text, g.bundle),
        inputTokens: out.inputTokens,
        outputTokens: out.outputTokens,
        durationMs: Date.now() - started,
      };
    } catch {
      throw new AppError('AI_SERVICE_FAILED');
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * reply/ai (a suggested reply in the customer's language) and abstract/ai (a case summary in the agent's):
   * cached per work order and input; a cached one only refreshes its time.
   */
  async function generate(
    caller: Caller,
    kind: 'reply' | 'abstract',
    input: AiReplyInput,
    agentLang: AiLang,
  ): Promise<AiGeneration> {
    const auth = caller.auth;
    const g = await gather(auth, input, kind);
    const lang = kind === 'reply' ? g.replyLang : (input.lang ?? agentLang);
    // proposed from the facts as they are now (a cached draft's too): a person opens and submits each dialog
    const actions =
      kind === 'reply'
        ? suggestedActions(g.bundle, g.intent, {
            orderId: g.order?.id ?? null,
            now: now(),
            allowed: allowedActions(auth),
          })
        : [];
    const source = deps.model ? 'model' : 'template';
    const inputHash = createHash('sha256')
      .update(
        JSON.stringify({
          kind,
          lang,
          intent: g.intent,
          mail: g.mailText,
          orderId: g.order?.id ?? null,
          facts: g.bundle.facts,
          source,
          model: deps.model ? `${deps.model.provider}/${deps.model.model}` : null,
        }),
      )
      .digest('hex');
    if (!input.refresh) {
      const cached = await repo.findCached(db, input.workOrderId, kind, inputHash);
      if (cached) return answer(await repo.touch(db, cached.id, now()), true, actions);
    }
    const draft = await write(kind, g, lang);
    const flags = flaggedFigures(draft.text, g.bundle).map(({ text, start, end, kind: k }) => ({
      text,
      start,
      end,
      kind: k,
    }));
    const at = now();
    const row = await db.transaction(async (tx) => {
      const created = await repo.insertGeneration(tx, {
        workOrderId: input.workOrderId,
        orderId: g.order?.id ?? null,
        kind,
        inputHash,
        intent: g.intent,
        lang,
        content: draft.text,
        sentences: draft.sentences,
        facts: g.bundle.facts,
        flags,
        source,
        provider: deps.model?.provider ?? null,
        model: deps.model?.model ?? null,
        inputTokens: draft.inputTokens,
        outputTokens: draft.outputTokens,
        // a template draft asks no model: it costs nothing
        cost: source === 'template' ? '0' : aiCallCost(draft, deps.prices ?? null),
        durationMs: draft.durationMs,
        createdBy: auth.userId,
        createdAt: at,
        refreshedAt: at,
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: kind === 'reply' ? 'ai.reply' : 'ai.abstract',
        recordType: 'workOrder',
        recordId: input.workOrderId,
        after: { generationId: created.id, source, intent: g.intent, flags: flags.length },
      });
      return created;
    });
    return answer(row, false, actions);
  }

  /**
   * What the agent did with a suggested reply: sent (as is, or edited: the sent text compared with the draft) or
   * discarded; once, on a case the caller still reaches.
   */
  async function recordOutcome(caller: Caller, input: AiOutcomeInput) {
    // the case's reach is read before the transaction (its reads use their own connection)
    const found = await repo.findGeneration(db, input.generationId);
    if (!found) throw new AppError('AI_GENERATION_NOT_FOUND');
    await deps.cases.view(caller.auth, found.workOrderId);
    return db.transaction(async (tx) => {
      const row = await repo.lockGeneration(tx, input.generationId);
      if (!row) throw new AppError('AI_GENERATION_NOT_FOUND');
      if (row.outcome) throw new AppError('AI_OUTCOME_RECORDED');
      const outcome =
        input.outcome === 'discarded'
          ? 'discarded'
          : input.sentText === undefined
            ? 'sentAsIs'
            : outcomeOfSend(row.content, input.sentText);
      const updated = await repo.setOutcome(tx, row.id, outcome, caller.auth.userId, now());
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'ai.outcome',
        recordType: 'workOrder',
        recordId: row.workOrderId,
        after: { generationId: row.id, outcome },
      });
      return answer(updated, false);
    });
  }

  /** getAiReplyCreateLog: who asked for which draft, when, from which provider, its tokens and its outcome. */
  async function createLog(auth: AuthContext, input: AiCreateLogInput) {
    const page = { pageIndex: input.pageIndex, pageSize: input.pageSize };
    const scope = await recordScope(db, auth, 'workOrder.view');
    const { rows, total } = await repo.createLog(
      db,
      { scope, platformIds: auth.platformIds, workOrderId: input.workOrderId, kind: input.kind },
      { limit: input.pageSize, offset: (input.pageIndex - 1) * input.pageSize },
    );
    return {
      list: rows.map(({ generation: r, caseNumber, createdByName }) => ({
        id: r.id,
        workOrderId: r.workOrderId,
        caseNumber,
        kind: r.kind as AiGeneration['kind'],
        intent: r.intent as AiGeneration['intent'],
        lang: r.lang as AiLang,
        source: r.source as AiGeneration['source'],
        provider: r.provider,
        model: r.model,
        inputTokens: r.inputTokens,
        outputTokens: r.outputTokens,
        cost: r.cost === null ? null : new Decimal(r.cost).toFixed(AI_COST_PLACES),
        durationMs: r.durationMs,
        flagCount: (r.flags as unknown[]).length,
        createdBy: r.createdBy,
        createdByName,
        createdAt: r.createdAt,
        refreshedAt: r.refreshedAt,
        outcome: r.outcome as AiGeneration['outcome'],
        outcomeAt: r.outcomeAt,
      })),
      total,
      ...page,
    };
  }

  return { generate, recordOutcome, createLog };
}

export type AiAssistService = ReturnType<typeof createAiAssistService>;
