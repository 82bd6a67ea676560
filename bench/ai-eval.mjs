// `npm run bench:ai-eval [-- --no-write --model-only --limit N]`: the AI assistance evaluation (issue 15). For each
// customer mail of bench/ai-eval/cases.json (English and Chinese: late parcel, refund status, wrong item, address
// change, cancel, complaint) it builds the facts bundle as the server does (factsOf), guesses the intent, writes the
// suggested reply with the template composer, and, when AI_BASE_URL is set, with the configured model through the
// same seam the server uses (packages/server/dist/shared/ai/ai-client.js). It measures: intents guessed right,
// replies in the customer's language, expected figures named (correct figures), figures found in no fact (invented
// figures). Writes a section at the top of bench/RESULTS.md unless --no-write. Needs `npm run build -w
// @backdesk/domain` first (and `npm run build` for the model).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  checkFigures,
  composeReply,
  factsOf,
  flaggedFigures,
  guessIntent,
  mailLanguage,
  promptOf,
} from '@backdesk/domain';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    'no-write': { type: 'boolean', default: false },
    'model-only': { type: 'boolean', default: false },
    limit: { type: 'string' },
  },
});
const set = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'ai-eval/cases.json'), 'utf8'));
const cases = values.limit ? set.cases.slice(0, Number(values.limit)) : set.cases;

/** The model behind AI_BASE_URL through the provider client, or why there is none. */
async function loadModel() {
  if (!process.env.AI_BASE_URL)
    return { model: null, why: 'AI_BASE_URL is not set: the template composer only' };
  const file = path.join(root, 'packages/server/dist/shared/ai/ai-client.js');
  if (!fs.existsSync(file))
    return {
      model: null,
      why: 'AI_BASE_URL is set, but the provider client (packages/server/src/shared/ai/ai-client.ts, built to dist) is not there: the template composer only',
    };
  const client = await import(file);
  // the client's factory of the `AiModel` seam (provider, model, complete) from the environment's configuration
  const factory = client.aiModelFromEnv ?? client.createAiModel ?? client.aiModelFor ?? client.createAiClient;
  if (typeof factory !== 'function')
    return {
      model: null,
      why: `ai-client.js exports no model factory (found: ${Object.keys(client).join(', ')})`,
    };
  const model = await factory({
    aiBaseUrl: process.env.AI_BASE_URL,
    aiApiKey: process.env.AI_API_KEY,
    aiModel: process.env.AI_MODEL,
  });
  return model
    ? { model, why: null }
    : { model: null, why: 'the client made no model from the configuration' };
}

/** One draft's score: expected figures named, figures invented, language. */
function score(c, bundle, text) {
  const figures = checkFigures(text, bundle);
  const named = c.expectedFigures.filter((f) => text.toUpperCase().includes(f.toUpperCase()));
  const invented = flaggedFigures(text, bundle);
  return {
    expected: c.expectedFigures.length,
    named: named.length,
    missing: c.expectedFigures.filter((f) => !named.includes(f)),
    figures: figures.length,
    invented: invented.map((f) => f.text),
    langOk: mailLanguage(text) === c.lang,
  };
}

function summary(rows) {
  const sum = (k) => rows.reduce((s, r) => s + r[k], 0);
  const expected = sum('expected');
  const named = sum('named');
  const figures = sum('figures');
  const invented = rows.reduce((s, r) => s + r.invented.length, 0);
  return {
    cases: rows.length,
    intentOk: rows.filter((r) => r.intentOk).length,
    langOk: rows.filter((r) => r.langOk).length,
    expected,
    named,
    figures,
    invented,
    correctPct: expected ? (100 * named) / expected : 100,
    inventedPct: figures ? (100 * invented) / figures : 0,
    ms: rows.reduce((s, r) => s + (r.ms ?? 0), 0),
    tokens: rows.reduce((s, r) => s + (r.tokens ?? 0), 0),
  };
}

const { model, why } = await loadModel();
if (why) console.log(why);
const results = { template: [], model: [] };
for (const c of cases) {
  const bundle = factsOf({ ...c.facts, mailText: c.mail, policy: null, note: '' });
  const intent = guessIntent(c.mail);
  const base = { id: c.id, intentOk: intent === c.intent };
  if (!values['model-only']) {
    const started = performance.now();
    const draft = composeReply(bundle, intent);
    results.template.push({ ...base, ...score(c, bundle, draft.text), ms: performance.now() - started });
  }
  if (model) {
    const { system, prompt } = promptOf(bundle, {
      kind: 'reply',
      intent,
      lang: bundle.lang,
      mailText: c.mail,
      policy: null,
    });
    const started = performance.now();
    try {
      const out = await model.complete({ system, prompt });
      results.model.push({
        ...base,
        ...score(c, bundle, out.text),
        ms: performance.now() - started,
        tokens: out.inputTokens + out.outputTokens,
      });
    } catch (e) {
      results.model.push({
        ...base,
        expected: c.expectedFigures.length,
        named: 0,
        missing: c.expectedFigures,
        figures: 0,
        invented: [],
        langOk: false,
        failed: String(e?.message ?? e),
      });
    }
  }
}

const lines = [];
for (const [source, rows] of Object.entries(results)) {
  if (!rows.length) continue;
  const s = summary(rows);
  console.log(
    `${source}: ${s.cases} mails, intents ${s.intentOk}/${s.cases}, language ${s.langOk}/${s.cases}, correct figures ${s.named}/${s.expected} (${s.correctPct.toFixed(1)}%), invented ${s.invented}/${s.figures} figures (${s.inventedPct.toFixed(1)}%), ${s.ms.toFixed(0)} ms${s.tokens ? `, ${s.tokens} tokens` : ''}`,
  );
  for (const r of rows)
    if (r.missing.length || r.invented.length || !r.intentOk || !r.langOk || r.failed)
      console.log(
        `  ${r.id}: missing ${JSON.stringify(r.missing)} invented ${JSON.stringify(r.invented)} intent ${r.intentOk ? 'ok' : 'wrong'} language ${r.langOk ? 'ok' : 'wrong'}${r.failed ? ` failed: ${r.failed}` : ''}`,
      );
  lines.push(
    `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${source === 'model' ? `model ${model.provider}/${model.model}` : 'template composer'} | ${s.cases} (${rows.filter((r) => r.id.includes('-en-')).length} en, ${rows.filter((r) => r.id.includes('-zh-')).length} zh) | ${s.intentOk}/${s.cases} | ${s.langOk}/${s.cases} | **${s.named}/${s.expected} (${s.correctPct.toFixed(1)} %)** | **${s.invented}/${s.figures} (${s.inventedPct.toFixed(1)} %)** | ${s.ms.toFixed(0)} ms${s.tokens ? `, ${s.tokens} tokens` : ''} |`,
  );
}

if (!values['no-write'] && lines.length) {
  const file = path.join(root, 'bench/RESULTS.md');
  const text = fs.readFileSync(file, 'utf8');
  const at = text.indexOf('\n## ');
  const section = [
    `## ${new Date().toISOString().slice(0, 10)}: issue 15, suggested replies grounded on the facts (npm run bench:ai-eval)`,
    '',
    '| when | writer | mails | intent guessed | customer’s language | correct figures named | invented figures | time |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...lines,
    '',
    `\`npm run bench:ai-eval\` (bench/ai-eval.mjs) over bench/ai-eval/cases.json: ${cases.length} customer mails, half in English and half in Chinese, 8 per problem (late parcel, refund status, wrong item, address change, cancel, complaint), each with the facts the server would build for it (order, lines, parcel with carrier and tracking status, payment, refunds, resends, returns, earlier cases) and the figures a correct reply names (tracking numbers, refund numbers and amounts, order numbers, SKUs, case numbers). For each mail: the facts bundle (\`factsOf\`), the intent (\`guessIntent\`), the draft (\`composeReply\`, or the model through the server's seam when \`AI_BASE_URL\` is set; ${why ? `this run: ${why}` : 'this run: both'}), then \`checkFigures\`: a correct figure is an expected one the draft names, an invented one is any order, parcel, tracking or reference number, or amount with a currency, found in no fact. The mails were written for this set and the intent keyword lists with them in view: the intent column measures coverage of the set, not how the guesser does on unseen mail. Machine: ${os.cpus().length} cores, Node ${process.version}.`,
    '',
  ].join('\n');
  fs.writeFileSync(file, `${text.slice(0, at + 1)}${section}${text.slice(at)}`);
  console.log('bench/RESULTS.md updated');
}
