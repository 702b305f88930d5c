// Writes a deterministic OpenAPI 3.0.3 document (YAML) with every operation of the catalogue
// (tests/fixtures/operations.tsv, the project's copy of shared/catalogue), shaped like a real mid-size API, so that the anchors and the
// project can be measured on the same input. Plain Node, no dependencies.
//
// usage: node synth-spec.mjs OUT.yaml [--ops N]
//   --ops N  (N > 236) repeats the catalogue under /rK path prefixes with operationIds suffixed RK,
//            for scaling runs; the default is the catalogue once (236 operations).
//
// Page ids: docusaurus-plugin-openapi-docs names a page kebabCase(operationId) (lodash), falling back
// to kebabCase(summary). operationId is camelCase(slug), so kebabCase(operationId) === slug for every
// row, including the pairs ping/ping-1, bulk/bulk-1, token/token-1 (operationIds ping and ping1, ...),
// whose two operations share one summary ("Ping", "Bulk", "Token").
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2];
if (!out || out.startsWith('-')) {
  console.error('usage: node synth-spec.mjs OUT.yaml [--ops N]');
  process.exit(2);
}
const nIdx = process.argv.indexOf('--ops');
const rows = readFileSync(join(here, '../../../tests/fixtures/operations.tsv'), 'utf8')
  .trim().split('\n').slice(1).map((l) => l.split('\t'));
const wanted = nIdx > 0 ? Number(process.argv[nIdx + 1]) : rows.length;

// ---------------------------------------------------------------- helpers
const camel = (s) => s.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const words = (s) => s.split('-');
const titleOf = (slug) => {
  const base = slug.replace(/-1$/, '');
  const special = { q: 'Query', 'q-nosync': 'Query without sync', id: 'New id', '30': '30', evm: 'EVM', api: 'API', oauth: 'OAuth' };
  if (special[base]) return special[base];
  const t = words(base).map((w) => special[w] ?? w).join(' ').replace(/\b(sec|min|hr|day)\b/g, (m) => m);
  return t[0].toUpperCase() + t.slice(1);
};
const ref = (name) => ({ $ref: `#/components/schemas/${name}` });
const nullableRef = (name) => ({ type: 'object', nullable: true, allOf: [ref(name)] });
const arr = (items, extra = {}) => ({ type: 'array', items, ...extra });
const str = (extra = {}) => ({ type: 'string', ...extra });
const int = (extra = {}) => ({ type: 'integer', ...extra });
const bool = (extra = {}) => ({ type: 'boolean', ...extra });
const obj = (properties, required, extra = {}) => ({ type: 'object', ...(required?.length ? { required } : {}), properties, ...extra });
const uuid = (description, extra = {}) => str({ format: 'uuid', ...(description ? { description } : {}), ...extra });
const ts = (description) => str({ format: 'date-time', ...(description ? { description } : {}) });
const addr = (description) => str({ pattern: '^0x[0-9a-fA-F]{40}$', description, example: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });

// ---------------------------------------------------------------- components.schemas (about 60)
const schemas = {
  Error: obj({
    code: str({ enum: ['bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'rate_limited', 'internal'], description: 'Stable machine-readable error code.' }),
    message: str({ description: 'Human-readable explanation, in the locale asked for with `Accept-Language`.' }),
    requestId: str({ description: 'Correlates the error with server logs.', example: 'req_01HZX3J5W8' }),
    details: arr(ref('FieldError'), { description: 'One entry per offending field, for `bad_request`.' }),
  }, ['code', 'message']),
  FieldError: obj({ field: str({ example: 'email' }), rule: str({ example: 'format' }), message: str({ example: 'must be an e-mail address' }) }, ['field', 'rule']),
  PageInfo: obj({
    nextCursor: str({ nullable: true, description: 'Pass as `cursor` to fetch the next page; `null` on the last page.' }),
    limit: int({ minimum: 1, maximum: 200, default: 50 }),
    total: int({ minimum: 0, description: 'Total matching items, when cheap to count.' }),
  }, ['nextCursor', 'limit']),
  Money: obj({
    amount: str({ pattern: '^-?[0-9]+(\\.[0-9]{1,18})?$', description: 'Decimal string; never a float.', example: '125.50' }),
    asset: str({ description: 'Asset symbol or token address.', example: 'USDC' }),
  }, ['amount', 'asset']),
  LifecycleState: str({
    enum: ['draft', 'confirmed', 'registration', 'allocation', 'trading', 'paused', 'stopped', 'resolution', 'verdict', 'resolved', 'completed', 'discarded', 'locked'],
    description: 'Where a topic, swap or prospect stands in its lifecycle.',
  }),
  Candle: obj({ t: int({ format: 'int64', description: 'Bucket start, Unix milliseconds.', example: 1767225600000 }), o: { type: 'number' }, h: { type: 'number' }, l: { type: 'number' }, c: { type: 'number' }, v: { type: 'number', description: 'Volume in the quote asset.' } }, ['t', 'o', 'h', 'l', 'c', 'v']),
  CandleSeries: obj({ interval: str({ enum: ['30s', '5m', '1h', '1d'] }), from: ts(), to: ts(), candles: arr(ref('Candle'), { maxItems: 1000 }) }, ['interval', 'candles']),
  Sparkline: obj({ points: arr({ type: 'number' }, { minItems: 2, maxItems: 96, example: [0.42, 0.44, 0.47, 0.45] }), change24h: { type: 'number', example: 0.031 } }, ['points']),
  UserSummary: obj({ id: uuid(), nickname: str({ minLength: 3, maxLength: 32, example: 'satoshi' }), avatarUrl: str({ format: 'uri', nullable: true }) }, ['id', 'nickname']),
  Comment: obj({
    id: uuid(), author: ref('UserSummary'), body: str({ maxLength: 4000, description: 'Markdown; HTML is stripped.' }),
    votes: ref('VoteTally'), createdAt: ts(), editedAt: ts('Set when the body was edited.'),
    replies: arr(ref('Comment'), { description: 'Nested replies, newest last. The same shape, recursively.' }),
  }, ['id', 'author', 'body', 'createdAt']),
  CommentInput: obj({ body: str({ minLength: 1, maxLength: 4000, example: 'Liquidity looks thin before the verdict.' }), parentId: uuid('Reply to this comment.', { nullable: true }) }, ['body']),
  VoteTally: obj({ up: int({ minimum: 0 }), down: int({ minimum: 0 }), mine: str({ enum: ['up', 'down', 'none'] }) }, ['up', 'down', 'mine']),
  PasswordCredentials: obj({ method: str({ enum: ['password'] }), email: str({ format: 'email', example: 'ada@example.com' }), password: str({ format: 'password', minLength: 10 }) }, ['method', 'email', 'password'], { title: 'Email and password' }),
  WalletCredentials: obj({ method: str({ enum: ['wallet'] }), address: addr('Signing address.'), signature: str({ description: 'EIP-191 signature of the challenge.' }), challengeId: uuid() }, ['method', 'address', 'signature', 'challengeId'], { title: 'Wallet signature' }),
  OAuthCredentials: obj({ method: str({ enum: ['oauth'] }), provider: ref('OAuthProvider'), code: str(), redirectUri: str({ format: 'uri' }) }, ['method', 'provider', 'code'], { title: 'OAuth code' }),
  Credentials: {
    description: 'One of three ways to prove who you are.',
    oneOf: [ref('PasswordCredentials'), ref('WalletCredentials'), ref('OAuthCredentials')],
    discriminator: { propertyName: 'method', mapping: { password: '#/components/schemas/PasswordCredentials', wallet: '#/components/schemas/WalletCredentials', oauth: '#/components/schemas/OAuthCredentials' } },
  },
  Session: obj({ accessToken: str({ description: 'Bearer token for the `Authorization` header.' }), refreshToken: str(), expiresAt: ts(), user: ref('UserSummary') }, ['accessToken', 'refreshToken', 'expiresAt', 'user']),
  CreateAccountRequest: obj({ credentials: ref('Credentials'), nickname: str({ minLength: 3, maxLength: 32, pattern: '^[a-z0-9_]+$', example: 'satoshi' }), locale: str({ enum: ['en', 'he', 'zh'], default: 'en' }), acceptTerms: bool({ description: 'Must be `true`.' }) }, ['credentials', 'nickname', 'acceptTerms']),
  UserProfile: {
    allOf: [ref('UserSummary'), obj({ bio: str({ maxLength: 280 }), locale: str({ enum: ['en', 'he', 'zh'] }), timezone: str({ example: 'Asia/Jerusalem' }), links: arr(str({ format: 'uri' }), { maxItems: 5 }) })],
  },
  ProfilePatch: obj({ nickname: str({ minLength: 3, maxLength: 32 }), bio: str({ maxLength: 280 }), locale: str({ enum: ['en', 'he', 'zh'] }), timezone: str(), avatarUrl: str({ format: 'uri', nullable: true }) }, [], { minProperties: 1 }),
  NotificationSettings: obj({
    email: bool({ default: true }), push: bool({ default: false }),
    digest: str({ enum: ['never', 'daily', 'weekly'], default: 'weekly' }),
    events: arr(str({ enum: ['trade.filled', 'topic.state', 'swap.state', 'payout.ready', 'room.invite', 'mention'] }), { uniqueItems: true }),
  }),
  LegalDocument: obj({ version: str({ example: '2026-01' }), effectiveAt: ts(), markdown: str({ description: 'The full text, as Markdown.' }) }, ['version', 'effectiveAt', 'markdown']),
  Availability: obj({ value: str(), available: bool(), exists: bool(), suggestions: arr(str(), { maxItems: 5 }) }, ['value', 'available']),
  PasswordChangeRequest: obj({ currentPassword: str({ format: 'password' }), newPassword: str({ format: 'password', minLength: 10 }) }, ['currentPassword', 'newPassword']),
  PasswordResetRequest: obj({ token: str({ description: 'From the reset e-mail.' }), newPassword: str({ format: 'password', minLength: 10 }) }, ['token', 'newPassword']),
  EmailAddressRequest: obj({ email: str({ format: 'email', example: 'ada@example.com' }) }, ['email']),
  VerificationCodeRequest: obj({ code: str({ pattern: '^[0-9]{6}$', example: '402913' }), ticketId: uuid('From the registration or resend response.') }, ['code']),
  Email: obj({ id: uuid(), address: str({ format: 'email' }), primary: bool(), verified: bool(), addedAt: ts() }, ['id', 'address', 'primary', 'verified']),
  ApiKeyCreateRequest: obj({ label: str({ maxLength: 64, example: 'trading-bot' }), scopes: arr(str({ enum: ['read', 'trade', 'withdraw', 'admin'] }), { minItems: 1, uniqueItems: true }), expiresAt: ts('Omit for a key that never expires.') }, ['label', 'scopes']),
  ApiKey: obj({ id: uuid(), label: str(), prefix: str({ example: 'bob_live_3f9a' }), scopes: arr(str()), createdAt: ts(), lastUsedAt: ts() }, ['id', 'label', 'prefix', 'scopes']),
  ApiKeySecret: { allOf: [ref('ApiKey'), obj({ secret: str({ description: 'Shown once; store it now.' }) }, ['secret'])] },
  SiteApplication: obj({ id: uuid(), name: str({ example: 'Market widget' }), origin: str({ format: 'uri', example: 'https://widgets.example.org' }), redirectUris: arr(str({ format: 'uri' }), { maxItems: 10 }), createdAt: ts() }, ['id', 'name', 'origin']),
  OAuthProvider: str({ enum: ['coinbase', 'facebook', 'github'] }),
  OAuthCodeRequest: obj({ code: str({ description: 'Authorization code from the provider.' }), redirectUri: str({ format: 'uri' }), state: str({ description: 'Echo of the `state` sent to the provider.' }) }, ['code', 'redirectUri']),
  OAuthLink: obj({ provider: ref('OAuthProvider'), linked: bool(), externalId: str({ nullable: true }), linkedAt: ts() }, ['provider', 'linked']),
  OAuthProfile: obj({ provider: ref('OAuthProvider'), displayName: str(), email: str({ format: 'email', nullable: true }), avatarUrl: str({ format: 'uri' }) }, ['provider']),
  Member: obj({ user: ref('UserSummary'), role: str({ enum: ['owner', 'admin', 'member', 'viewer'] }), public: bool({ description: 'Whether the membership shows on the member\'s profile.' }), joinedAt: ts() }, ['user', 'role']),
  MemberInput: obj({ userId: uuid(), role: str({ enum: ['admin', 'member', 'viewer'], default: 'member' }) }, ['userId']),
  OwnershipTransferInput: obj({ newOwnerId: uuid(), password: str({ format: 'password', description: 'Re-authentication of the current owner.' }) }, ['newOwnerId', 'password']),
  Organisation: obj({
    id: uuid(), name: str({ example: 'Delta Guild' }), description: str({ maxLength: 2000 }), owner: ref('UserSummary'),
    public: bool(), stars: int({ minimum: 0 }), memberCount: int({ minimum: 0 }), treasury: ref('Money'),
    rakeBps: int({ minimum: 0, maximum: 1000, description: 'Rake in basis points taken from member winnings.' }), tags: arr(str(), { maxItems: 16 }), createdAt: ts(),
  }, ['id', 'name', 'owner', 'public']),
  OrganisationInput: obj({ name: str({ minLength: 2, maxLength: 80 }), description: str({ maxLength: 2000 }), public: bool({ default: true }), rakeBps: int({ minimum: 0, maximum: 1000 }), tags: arr(str(), { maxItems: 16 }) }, ['name']),
  Entity: obj({ id: uuid(), kind: str({ enum: ['room', 'brand', 'topic', 'swap', 'prospect'] }), name: str(), tags: arr(str()), parent: nullableRef('EntityRef') }, ['id', 'kind', 'name']),
  EntityRef: obj({ id: uuid(), kind: str({ enum: ['organisation', 'room', 'brand', 'topic', 'swap', 'prospect'] }) }, ['id', 'kind']),
  Brand: obj({ id: uuid(), name: str({ example: 'Northwind Labs' }), handle: str({ pattern: '^[a-z0-9-]{3,40}$', example: 'northwind' }), owner: ref('UserSummary'), verified: bool(), stars: int(), affiliations: arr(ref('EntityRef')), createdAt: ts() }, ['id', 'name', 'handle', 'owner']),
  BrandInput: obj({ name: str({ minLength: 2, maxLength: 80 }), handle: str({ pattern: '^[a-z0-9-]{3,40}$', example: 'northwind' }), description: str({ maxLength: 2000 }), website: str({ format: 'uri' }) }, ['name', 'handle']),
  WallPost: obj({ id: uuid(), author: ref('UserSummary'), body: str({ maxLength: 4000 }), votes: ref('VoteTally'), pinned: bool(), createdAt: ts(), editedAt: ts() }, ['id', 'author', 'body', 'votes']),
  WallPostInput: obj({ body: str({ minLength: 1, maxLength: 4000 }), pinned: bool({ default: false }) }, ['body']),
  Affiliation: obj({ id: uuid(), brand: ref('EntityRef'), target: ref('EntityRef'), status: str({ enum: ['pending', 'accepted', 'rejected', 'removed'] }), note: str(), decidedAt: ts() }, ['id', 'brand', 'target', 'status']),
  AffiliationInput: obj({ target: ref('EntityRef'), note: str({ maxLength: 500 }) }, ['target']),
  DecisionInput: obj({ note: str({ maxLength: 500 }), reason: str({ enum: ['not_relevant', 'duplicate', 'spam', 'other'] }) }),
  Sponsorship: obj({ id: uuid(), brand: ref('EntityRef'), target: ref('EntityRef'), budget: ref('Money'), status: str({ enum: ['requested', 'accepted', 'declined', 'countered', 'expired'] }), expiresAt: ts() }, ['id', 'brand', 'target', 'budget', 'status']),
  SponsorshipInput: obj({ targetId: uuid(), budget: ref('Money'), message: str({ maxLength: 500 }), expiresAt: ts() }, ['targetId', 'budget']),
  SponsorshipResponse: obj({ decision: str({ enum: ['accept', 'decline', 'counter'] }), counterBudget: ref('Money'), message: str({ maxLength: 500 }) }, ['decision']),
  Room: obj({
    id: uuid(), name: str({ example: 'ETH merge watchers' }), visibility: str({ enum: ['public', 'private', 'invite_only'] }), official: bool(), active: bool(),
    owner: ref('UserSummary'), memberCount: int(), stars: int(), evmAccount: nullableRef('EvmAccount'), createdAt: ts(),
  }, ['id', 'name', 'visibility', 'official', 'active']),
  RoomInput: obj({ name: str({ minLength: 3, maxLength: 60 }), visibility: str({ enum: ['public', 'private', 'invite_only'], default: 'public' }), description: str({ maxLength: 2000 }), organisationId: uuid('Owning organisation, if any.') }, ['name']),
  JoinInvite: obj({ id: uuid(), room: ref('EntityRef'), invitee: ref('UserSummary'), inviter: ref('UserSummary'), status: str({ enum: ['pending', 'accepted', 'rejected', 'cancelled', 'expired'] }), expiresAt: ts() }, ['id', 'room', 'invitee', 'status']),
  JoinInviteInput: obj({ inviteeId: uuid(), message: str({ maxLength: 500 }), expiresInHours: int({ minimum: 1, maximum: 720, default: 168 }) }, ['inviteeId']),
  JoinRequest: obj({ id: uuid(), room: ref('EntityRef'), requester: ref('UserSummary'), status: str({ enum: ['pending', 'accepted', 'rejected', 'cancelled'] }), message: str(), createdAt: ts() }, ['id', 'room', 'requester', 'status']),
  JoinRequestInput: obj({ message: str({ maxLength: 500 }) }),
  Outcome: obj({ id: str({ example: 'yes' }), label: str({ example: 'Yes' }), probability: { type: 'number', minimum: 0, maximum: 1 } }, ['id', 'label']),
  Schedule: obj({ registrationOpensAt: ts(), allocationAt: ts(), tradingOpensAt: ts(), tradingClosesAt: ts(), resolutionAt: ts() }),
  Topic: obj({ id: uuid(), room: ref('EntityRef'), title: str({ example: 'Will ETH close above 4000 USDC on 31 Dec?' }), state: ref('LifecycleState'), outcomes: arr(ref('Outcome'), { minItems: 2 }), schedule: ref('Schedule'), sponsor: nullableRef('EntityRef') }, ['id', 'title', 'state', 'outcomes']),
  TopicInput: obj({ title: str({ minLength: 10, maxLength: 200 }), outcomes: arr(ref('Outcome'), { minItems: 2, maxItems: 16 }), schedule: ref('Schedule'), rules: str({ description: 'Resolution rules, Markdown.' }) }, ['title', 'outcomes']),
  TransitionInput: obj({ reason: str({ maxLength: 500, description: 'Recorded in the audit log.' }), effectiveAt: ts('Schedule the transition; omit for now.'), dryRun: bool({ default: false, description: 'Validate only; change nothing.' }) }),
  AllocationEntry: obj({ userId: uuid(), amount: ref('Money'), outcomeId: str() }, ['userId', 'amount']),
  AllocationInput: obj({ entries: arr(ref('AllocationEntry'), { minItems: 1, maxItems: 500 }) }, ['entries']),
  Allocation: obj({ id: uuid(), status: str({ enum: ['collecting', 'processing', 'done', 'failed'] }), entries: arr(ref('AllocationEntry')), processedAt: ts() }, ['id', 'status']),
  SwapLeg: obj({ outcomeId: str(), side: str({ enum: ['buy', 'sell'] }), amount: ref('Money') }, ['outcomeId', 'side', 'amount']),
  Swap: obj({ id: uuid(), topic: ref('EntityRef'), title: str(), state: ref('LifecycleState'), legs: arr(ref('SwapLeg'), { minItems: 2 }), lastPrice: { type: 'number' }, volume24h: ref('Money'), stars: int(), createdAt: ts() }, ['id', 'title', 'state', 'legs']),
  SwapInput: obj({ topicId: uuid(), title: str({ minLength: 3, maxLength: 120 }), legs: arr(ref('SwapLeg'), { minItems: 2, maxItems: 8 }), schedule: ref('Schedule') }, ['topicId', 'title', 'legs']),
  ResolutionInput: obj({ outcomeId: str(), evidence: arr(str({ format: 'uri' }), { maxItems: 10 }), note: str({ maxLength: 2000 }) }, ['outcomeId']),
  Prospect: obj({ id: uuid(), swap: ref('EntityRef'), state: ref('LifecycleState'), proposedOutcomeId: str({ nullable: true }), schedule: ref('Schedule') }, ['id', 'state']),
  ReadinessCheck: obj({ ready: bool(), blockers: arr(obj({ code: str(), message: str() }, ['code'])) }, ['ready', 'blockers']),
  Verdict: obj({ id: uuid(), prospect: ref('EntityRef'), outcomeId: str(), announcedAt: ts(), locked: bool(), evidence: arr(str({ format: 'uri' })) }, ['id', 'prospect', 'outcomeId', 'locked']),
  VerdictInput: obj({ prospectId: uuid(), outcomeId: str(), evidence: arr(str({ format: 'uri' })), statement: str({ maxLength: 4000 }) }, ['prospectId', 'outcomeId']),
  Order: obj({
    id: uuid(), side: str({ enum: ['buy', 'sell'] }), type: str({ enum: ['limit', 'market'] }), price: { type: 'number', nullable: true }, quantity: ref('Money'),
    filled: ref('Money'), status: str({ enum: ['open', 'partially_filled', 'filled', 'cancelled', 'rejected'] }), createdAt: ts(),
  }, ['id', 'side', 'type', 'quantity', 'status']),
  OrderInput: obj({
    side: str({ enum: ['buy', 'sell'] }), type: str({ enum: ['limit', 'market'], default: 'limit' }), price: { type: 'number', exclusiveMinimum: true, minimum: 0 },
    quantity: ref('Money'), timeInForce: str({ enum: ['GTC', 'IOC', 'FOK'], default: 'GTC' }), clientOrderId: str({ maxLength: 64 }),
  }, ['side', 'quantity']),
  Stake: obj({ id: uuid(), target: ref('EntityRef'), amount: ref('Money'), outcomeId: str(), createdAt: ts() }, ['id', 'target', 'amount']),
  StakeInput: obj({ targetId: uuid(), amount: ref('Money'), outcomeId: str() }, ['targetId', 'amount']),
  Payout: obj({ id: uuid(), stake: ref('EntityRef'), amount: ref('Money'), kind: str({ enum: ['winning', 'return', 'stake', 'discard'] }), status: str({ enum: ['pending', 'paid', 'discarded', 'returned'] }), paidAt: ts() }, ['id', 'amount', 'kind', 'status']),
  Contract: obj({ id: uuid(), chainId: int({ example: 8453 }), address: addr('Deployed address.'), template: ref('EntityRef'), state: ref('LifecycleState') }, ['id', 'chainId']),
  ContractInit: obj({ chainId: int(), templateId: uuid(), params: { type: 'object', additionalProperties: str(), description: 'Constructor arguments by name.' } }, ['chainId', 'templateId']),
  EvmAccount: obj({ address: addr('Account address.'), chainId: int(), balance: ref('Money'), status: str({ enum: ['opening', 'open', 'closing', 'closed'] }) }, ['address', 'chainId', 'status']),
  EvmChain: obj({ chainId: int({ example: 8453 }), name: str({ example: 'Base' }), rpcUrl: str({ format: 'uri' }), explorerUrl: str({ format: 'uri' }), nativeToken: ref('EvmToken'), confirmations: int({ minimum: 1, default: 12 }), enabled: bool() }, ['chainId', 'name', 'rpcUrl']),
  EvmToken: obj({ address: addr('Token contract.'), chainId: int(), symbol: str({ example: 'USDC' }), decimals: int({ minimum: 0, maximum: 36, example: 6 }) }, ['address', 'chainId', 'symbol', 'decimals']),
  ContractTemplate: obj({ id: uuid(), name: str(), version: str({ example: '1.4.0' }), bytecodeHash: str({ pattern: '^0x[0-9a-f]{64}$', example: `0x${'3b'.repeat(32)}` }), abi: arr({ type: 'object', additionalProperties: true }) }, ['id', 'name', 'version']),
  FaucetEntry: obj({ id: uuid(), chainId: int(), token: ref('EvmToken'), amount: ref('Money'), cooldownSeconds: int({ minimum: 60 }) }, ['id', 'chainId', 'token', 'amount']),
  EvmAction: obj({
    id: uuid(), kind: str({ enum: ['account_open', 'account_close', 'vault_create', 'gas_recharge', 'withdraw', 'settle'] }),
    status: str({ enum: ['queued', 'taken', 'sent', 'confirmed', 'failed', 'returned'] }), chainId: int(), txHash: str({ nullable: true }),
    attempts: int(), error: nullableRef('EvmActionError'), updatedAt: ts(),
  }, ['id', 'kind', 'status']),
  EvmActionError: obj({ code: str({ example: 'nonce_too_low' }), message: str(), retryable: bool() }, ['code', 'message', 'retryable']),
  EvmReturnInput: obj({ txHash: str({ pattern: '^0x[0-9a-f]{64}$', example: `0x${'9c'.repeat(32)}` }), blockNumber: int({ format: 'int64' }), gasUsed: str() }, ['txHash']),
  TakeInput: obj({ workerId: str(), max: int({ minimum: 1, maximum: 100, default: 10 }), kinds: arr(str()) }, ['workerId']),
  VaultRequest: obj({ chainId: int(), token: addr('Token to hold.'), amount: ref('Money'), destination: addr('Withdrawal destination, where one applies.') }, ['chainId']),
  FilterExpression: {
    description: 'A filter tree: a leaf compares one field, a branch combines filter trees (recursive).',
    oneOf: [
      obj({ field: str({ example: 'state' }), op: str({ enum: ['eq', 'ne', 'lt', 'gt', 'in', 'contains'] }), value: {} }, ['field', 'op', 'value'], { title: 'Comparison' }),
      obj({ all: arr(ref('FilterExpression'), { minItems: 1 }) }, ['all'], { title: 'All of' }),
      obj({ any: arr(ref('FilterExpression'), { minItems: 1 }) }, ['any'], { title: 'Any of' }),
    ],
  },
  QueryRequest: obj({ collection: str({ enum: ['rooms', 'topics', 'swaps', 'prospects', 'brands', 'organisations'] }), filter: ref('FilterExpression'), sort: arr(str({ example: '-createdAt' })), limit: int({ minimum: 1, maximum: 200, default: 50 }) }, ['collection']),
  QueryResult: obj({ items: arr(ref('Entity')), page: ref('PageInfo'), tookMs: int() }, ['items', 'page']),
  BulkRequest: obj({ operations: arr(obj({ method: str({ enum: ['GET', 'POST', 'PATCH', 'DELETE'] }), path: str({ example: '/v1/rooms/7f1c.../star' }), body: { type: 'object', additionalProperties: true } }, ['method', 'path']), { minItems: 1, maxItems: 50 }), atomic: bool({ default: false }) }, ['operations']),
  BulkResult: obj({ results: arr(obj({ status: int(), body: { type: 'object', additionalProperties: true } }, ['status'])) }, ['results']),
  TokenRequest: obj({ grantType: str({ enum: ['refresh_token', 'api_key'] }), refreshToken: str(), apiKey: str() }, ['grantType']),
  RouteInfo: obj({ method: str({ enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }), path: str(), auth: bool(), rateLimit: int() }, ['method', 'path']),
  Pong: obj({ pong: bool({ example: true }), serverTime: ts(), version: str({ example: '2026.11.3' }) }, ['pong', 'serverTime']),
};

// list wrappers for the collections that are listed
for (const e of ['Email', 'Stake', 'Entity', 'EvmAction', 'RouteInfo']) {
  schemas[`${e}List`] = obj({ items: arr(ref(e)), page: ref('PageInfo') }, ['items', 'page']);
}

// ---------------------------------------------------------------- routes
// Each catalogue slug maps to [method, path, requestSchema|null, responseSchema|null, successStatus].
const base = {
  Organisations: ['/v1/organisations', 'organisationId', 'Organisation', 'OrganisationInput'],
  Brands: ['/v1/brands', 'brandId', 'Brand', 'BrandInput'],
  Rooms: ['/v1/rooms', 'roomId', 'Room', 'RoomInput'],
  Topics: ['/v1/topics', 'topicId', 'Topic', 'TopicInput'],
  Swaps: ['/v1/swaps', 'swapId', 'Swap', 'SwapInput'],
  Prospects: ['/v1/prospects', 'prospectId', 'Prospect', null],
};
const explicit = {
  'all-routes': ['get', '/v1/routes', null, 'RouteInfoList', 200],
  echo: ['post', '/v1/echo', 'BulkResult', 'BulkResult', 200],
  ping: ['get', '/v1/ping', null, 'Pong', 200],
  'ping-1': ['get', '/v1/admin/ping', null, 'Pong', 200],
  'net-check': ['get', '/v1/net-check', null, 'EvmChain', 200],
  id: ['post', '/v1/ids', null, 'EntityRef', 201],
  q: ['post', '/v1/query', 'QueryRequest', 'QueryResult', 200],
  'q-nosync': ['post', '/v1/query/nosync', 'QueryRequest', 'QueryResult', 200],
  browse: ['get', '/v1/browse', null, 'EntityList', 200],
  'priority-browse': ['get', '/v1/browse/priority', null, 'EntityList', 200],
  bulk: ['post', '/v1/bulk', 'BulkRequest', 'BulkResult', 200],
  'bulk-1': ['post', '/v1/admin/bulk', 'BulkRequest', 'BulkResult', 200],
  upload: ['post', '/v1/uploads', 'multipart', 'EntityRef', 201],
  token: ['post', '/v1/token', 'TokenRequest', 'Session', 200],
  'token-1': ['get', '/v1/token', null, 'Session', 200],
  'create-account': ['post', '/v1/accounts', 'CreateAccountRequest', 'Session', 201],
  'delete-account': ['delete', '/v1/account', null, null, 204],
  'delete-account-check': ['get', '/v1/account/deletion-check', null, 'ReadinessCheck', 200],
  login: ['post', '/v1/sessions', 'Credentials', 'Session', 200],
  'login-renew': ['post', '/v1/sessions/renew', 'TokenRequest', 'Session', 200],
  logout: ['delete', '/v1/sessions/current', null, null, 204],
  'password-change': ['put', '/v1/account/password', 'PasswordChangeRequest', null, 204],
  'password-reset': ['post', '/v1/account/password/reset', 'PasswordResetRequest', null, 204],
  'password-reset-request': ['post', '/v1/account/password/reset-requests', 'EmailAddressRequest', null, 202],
  'profile-modify': ['patch', '/v1/account/profile', 'ProfilePatch', 'UserProfile', 200],
  'notification-modify': ['put', '/v1/account/notifications', 'NotificationSettings', 'NotificationSettings', 200],
  'get-privacy-policy': ['get', '/v1/legal/privacy-policy', null, 'LegalDocument', 200],
  'get-terms-and-conditions': ['get', '/v1/legal/terms-and-conditions', null, 'LegalDocument', 200],
  'check-email-available': ['get', '/v1/accounts/email-availability', null, 'Availability', 200],
  'check-email-exists': ['get', '/v1/accounts/email-existence', null, 'Availability', 200],
  'check-nickname-available': ['get', '/v1/accounts/nickname-availability', null, 'Availability', 200],
  'check-nickname-exists': ['get', '/v1/accounts/nickname-existence', null, 'Availability', 200],
  'email-registration': ['post', '/v1/emails/registrations', 'EmailAddressRequest', 'EntityRef', 202],
  'email-verification': ['post', '/v1/emails/verifications', 'VerificationCodeRequest', 'Session', 200],
  'email-verification-resend': ['post', '/v1/emails/verifications/resend', 'EmailAddressRequest', null, 202],
  'email-add-additional': ['post', '/v1/account/emails', 'EmailAddressRequest', 'Email', 201],
  'email-get-all': ['get', '/v1/account/emails', null, 'EmailList', 200],
  'email-get-primary': ['get', '/v1/account/emails/primary', null, 'Email', 200],
  'email-remove-additional': ['delete', '/v1/account/emails/{emailId}', null, null, 204],
  'email-set-primary': ['put', '/v1/account/emails/primary', 'EmailAddressRequest', 'Email', 200],
  'email-verify-additional': ['post', '/v1/account/emails/{emailId}/verification', 'VerificationCodeRequest', 'Email', 200],
  'email-verify-additional-resend': ['post', '/v1/account/emails/{emailId}/verification/resend', null, null, 202],
  'add-user-api-key': ['post', '/v1/account/api-keys', 'ApiKeyCreateRequest', 'ApiKeySecret', 201],
  'refresh-user-api-key': ['post', '/v1/account/api-keys/{keyId}/refresh', null, 'ApiKeySecret', 200],
  'remove-user-api-key': ['delete', '/v1/account/api-keys/{keyId}', null, null, 204],
  'add-site-application': ['post', '/v1/account/applications', 'SiteApplication', 'SiteApplication', 201],
  'remove-site-application': ['delete', '/v1/account/applications/{applicationId}', null, null, 204],
  'oauth-unlink': ['delete', '/v1/oauth/{provider}/link', null, null, 204],
  'organisation-buy-in': ['post', '/v1/organisations/{organisationId}/buy-ins', 'StakeInput', 'Stake', 201],
  'organisation-rake': ['put', '/v1/organisations/{organisationId}/rake', 'OrganisationInput', 'Organisation', 200],
  'organisation-staking': ['get', '/v1/organisations/{organisationId}/stakes', null, 'StakeList', 200],
  'organisation-entity': ['get', '/v1/organisations/{organisationId}/entities/{entityId}', null, 'Entity', 200],
  'organisation-entity-bulk': ['post', '/v1/organisations/{organisationId}/entities/bulk-get', 'BulkRequest', 'EntityList', 200],
  'organisation-entity-group': ['get', '/v1/organisations/{organisationId}/entity-groups/{groupId}', null, 'EntityList', 200],
  'organisation-modify-entity-tags': ['put', '/v1/organisations/{organisationId}/entities/{entityId}/tags', 'Entity', 'Entity', 200],
  'organisation-leave-as-member': ['delete', '/v1/organisations/{organisationId}/members/me', null, null, 204],
  'organisation-set-public-as-member': ['put', '/v1/organisations/{organisationId}/members/me/visibility', 'Member', 'Member', 200],
  'room-check-available': ['get', '/v1/rooms/name-availability', null, 'Availability', 200],
  'swap-check-available': ['get', '/v1/swaps/title-availability', null, 'Availability', 200],
  'room-set-official': ['put', '/v1/rooms/{roomId}/official', 'TransitionInput', 'Room', 200],
  'room-topic-create': ['post', '/v1/rooms/{roomId}/topics', 'TopicInput', 'Topic', 201],
  'room-evm-account-open-request': ['post', '/v1/rooms/{roomId}/evm/account-open-requests', 'VaultRequest', 'EvmAction', 202],
  'room-evm-account-close-request': ['post', '/v1/rooms/{roomId}/evm/account-close-requests', 'TransitionInput', 'EvmAction', 202],
  'room-evm-create-vault-request': ['post', '/v1/rooms/{roomId}/evm/vault-requests', 'VaultRequest', 'EvmAction', 202],
  'room-gas-asset-recharge': ['post', '/v1/rooms/{roomId}/evm/gas-recharges', 'VaultRequest', 'EvmAction', 202],
  'topic-allocate-input': ['post', '/v1/topics/{topicId}/allocation/entries', 'AllocationInput', 'Allocation', 200],
  'topic-allocate-process': ['post', '/v1/topics/{topicId}/allocation/process', 'TransitionInput', 'Allocation', 202],
  'swap-init': ['post', '/v1/swaps/drafts', 'SwapInput', 'Swap', 201],
  'swap-resolve': ['post', '/v1/swaps/{swapId}/resolve', 'ResolutionInput', 'Swap', 200],
  'prospect-resolve': ['post', '/v1/prospects/{prospectId}/resolve', 'ResolutionInput', 'Prospect', 200],
  'prospect-confirm-verdict': ['post', '/v1/prospects/{prospectId}/confirm-verdict', 'ResolutionInput', 'Prospect', 200],
  'prospect-start-verdict-check': ['get', '/v1/prospects/{prospectId}/verdict-readiness', null, 'ReadinessCheck', 200],
  'verdict-announce': ['post', '/v1/verdicts', 'VerdictInput', 'Verdict', 201],
  'verdict-lock': ['post', '/v1/verdicts/{verdictId}/lock', 'TransitionInput', 'Verdict', 200],
  'place-contract-order': ['post', '/v1/contracts/{contractId}/orders', 'OrderInput', 'Order', 201],
  'cancel-contract-order': ['delete', '/v1/contracts/{contractId}/orders/{orderId}', null, 'Order', 200],
  'place-swap-order': ['post', '/v1/swaps/{swapId}/orders', 'OrderInput', 'Order', 201],
  'cancel-swap-order': ['delete', '/v1/swaps/{swapId}/orders/{orderId}', null, 'Order', 200],
  'buy-stake': ['post', '/v1/stakes', 'StakeInput', 'Stake', 201],
  'contract-init': ['post', '/v1/contracts', 'ContractInit', 'Contract', 201],
  'evm-action-error': ['post', '/v1/evm/actions/{actionId}/error', 'EvmActionError', 'EvmAction', 200],
  'evm-get-status': ['get', '/v1/evm/actions/{actionId}', null, 'EvmAction', 200],
  'evm-return': ['post', '/v1/evm/actions/{actionId}/return', 'EvmReturnInput', 'EvmAction', 200],
  'evm-take': ['post', '/v1/evm/actions/take', 'TakeInput', 'EvmActionList', 200],
  'evm-take-reset': ['post', '/v1/evm/actions/{actionId}/take-reset', 'TransitionInput', 'EvmAction', 200],
  'evm-remove-user-address': ['delete', '/v1/evm/users/{userId}/addresses/{address}', null, null, 204],
  'evm-account-close-request': ['post', '/v1/evm/accounts/{address}/close-requests', 'TransitionInput', 'EvmAction', 202],
};
// chain-scoped admin collections of the Blockchain group
const evmCollections = {
  chain: ['/v1/evm/chains', 'chainId', 'EvmChain'],
  token: ['/v1/evm/chains/{chainId}/tokens', 'tokenAddress', 'EvmToken'],
  contract: ['/v1/evm/chains/{chainId}/contracts', 'contractAddress', 'Contract'],
  'contract-template': ['/v1/evm/contract-templates', 'templateId', 'ContractTemplate'],
  'faucet-entry': ['/v1/evm/chains/{chainId}/faucet-entries', 'entryId', 'FaucetEntry'],
};
const candle = { '30-sec': '30s', '5-min': '5m', '1-hr': '1h', '1-day': '1d' };

function route(group, slug) {
  if (explicit[slug]) return explicit[slug];
  let m;
  if ((m = slug.match(/^(coinbase|facebook|github)-(.+)$/))) {
    const p = `/v1/oauth/${m[1]}`;
    return {
      info: ['get', `${p}/profile`, null, 'OAuthProfile', 200], 'is-linked': ['get', `${p}/link`, null, 'OAuthLink', 200],
      link: ['post', `${p}/link`, 'OAuthCodeRequest', 'OAuthLink', 201], login: ['post', `${p}/sessions`, 'OAuthCodeRequest', 'Session', 200],
      register: ['post', `${p}/accounts`, 'OAuthCodeRequest', 'Session', 201],
    }[m[2]];
  }
  if ((m = slug.match(/^(stake|contract|swap)-(30-sec|5-min|1-hr|1-day|sparkline)$/))) {
    const p = { stake: '/v1/stakes/{stakeId}', contract: '/v1/contracts/{contractId}', swap: '/v1/swaps/{swapId}' }[m[1]];
    return m[2] === 'sparkline' ? ['get', `${p}/sparkline`, null, 'Sparkline', 200] : ['get', `${p}/candles/${candle[m[2]]}`, null, 'CandleSeries', 200];
  }
  if ((m = slug.match(/^payout-(.+)$/))) {
    const p = `/v1/payouts/{payoutId}`;
    return { discard: ['post', `${p}/discard`, 'TransitionInput', 'Payout', 200], 'return-no': ['post', `${p}/returns/no`, 'TransitionInput', 'Payout', 200],
      'return-yes': ['post', `${p}/returns/yes`, 'TransitionInput', 'Payout', 200], stake: ['post', `${p}/stake`, 'StakeInput', 'Stake', 201],
      winning: ['post', `${p}/winning`, 'TransitionInput', 'Payout', 200] }[m[1]];
  }
  if ((m = slug.match(/^evm-(add|remove|update)-(.+)$/)) && evmCollections[m[2]]) {
    const [coll, id, schema] = evmCollections[m[2]];
    return { add: ['post', coll, schema, schema, 201], remove: ['delete', `${coll}/{${id}}`, null, null, 204], update: ['patch', `${coll}/{${id}}`, schema, schema, 200] }[m[1]];
  }
  if ((m = slug.match(/^evm-vault-(wait|withdraw)-(create|cancel|requeue)$/))) {
    const coll = `/v1/evm/vaults/{vaultId}/${m[1] === 'wait' ? 'waits' : 'withdrawals'}`;
    const id = m[1] === 'wait' ? 'waitId' : 'withdrawalId';
    return { create: ['post', coll, 'VaultRequest', 'EvmAction', 202], cancel: ['delete', `${coll}/{${id}}`, null, 'EvmAction', 200], requeue: ['post', `${coll}/{${id}}/requeue`, 'TransitionInput', 'EvmAction', 202] }[m[2]];
  }
  const b = base[group];
  if (!b) return undefined;
  const [coll, idName, entity, input] = b;
  const one = `${coll}/{${idName}}`;
  const verb = slug.slice(slug.indexOf('-') + 1);
  if (verb === 'create') return ['post', coll, input, entity, 201];
  if (verb === 'modify') return ['patch', one, input, entity, 200];
  if (verb === 'remove') return ['delete', one, null, null, 204];
  if (verb === 'add-member') return ['post', `${one}/members`, 'MemberInput', 'Member', 201];
  if (verb === 'remove-member') return ['delete', `${one}/members/{userId}`, null, null, 204];
  if (verb === 'add-star') return ['put', `${one}/star`, null, null, 204];
  if (verb === 'remove-star') return ['delete', `${one}/star`, null, null, 204];
  if (verb === 'transfer-ownership') return ['post', `${one}/ownership-transfers`, 'OwnershipTransferInput', entity, 200];
  if ((m = verb.match(/^(wall|comment)-(post|edit|upvote|downvote|unvote)$/))) {
    const [kind, act] = [m[1], m[2]];
    const c = `${one}/${kind === 'wall' ? 'wall/posts' : 'comments'}`;
    const item = kind === 'wall' ? 'WallPost' : 'Comment';
    const itemId = kind === 'wall' ? 'postId' : 'commentId';
    const inp = kind === 'wall' ? 'WallPostInput' : 'CommentInput';
    return { post: ['post', c, inp, item, 201], edit: ['patch', `${c}/{${itemId}}`, inp, item, 200],
      upvote: ['put', `${c}/{${itemId}}/votes/up`, null, 'VoteTally', 200], downvote: ['put', `${c}/{${itemId}}/votes/down`, null, 'VoteTally', 200],
      unvote: ['delete', `${c}/{${itemId}}/votes/mine`, null, 'VoteTally', 200] }[act];
  }
  if ((m = verb.match(/^affiliation-(add|request|accept|reject|remove)$/))) {
    return { add: ['post', `${one}/affiliations`, 'AffiliationInput', 'Affiliation', 201], request: ['post', `${one}/affiliation-requests`, 'AffiliationInput', 'Affiliation', 202],
      accept: ['post', `${one}/affiliation-requests/{requestId}/accept`, 'DecisionInput', 'Affiliation', 200],
      reject: ['post', `${one}/affiliation-requests/{requestId}/reject`, 'DecisionInput', 'Affiliation', 200],
      remove: ['delete', `${one}/affiliations/{affiliationId}`, null, null, 204] }[m[1]];
  }
  if ((m = verb.match(/^(swap|topic)-sponsorship-(request|response)$/))) {
    const c = `${one}/${m[1]}-sponsorships`;
    return m[2] === 'request' ? ['post', c, 'SponsorshipInput', 'Sponsorship', 201] : ['post', `${c}/{sponsorshipId}/response`, 'SponsorshipResponse', 'Sponsorship', 200];
  }
  if ((m = verb.match(/^join-(invite|request)-(send|accept|reject|cancel)$/))) {
    const c = `${one}/join-${m[1]}s`;
    const id = m[1] === 'invite' ? 'inviteId' : 'requestId';
    const item = m[1] === 'invite' ? 'JoinInvite' : 'JoinRequest';
    return { send: ['post', c, `${item}Input`, item, 201], accept: ['post', `${c}/{${id}}/accept`, 'DecisionInput', item, 200],
      reject: ['post', `${c}/{${id}}/reject`, 'DecisionInput', item, 200], cancel: ['delete', `${c}/{${id}}`, null, item, 200] }[m[2]];
  }
  // lifecycle transitions: confirm, lock, discard, start-trading, ...
  if (/^(activate|deactivate|confirm|lock|discard|undiscard|complete|reset|pause-trading|stop-trading|start-[a-z]+)$/.test(verb)) {
    return ['post', `${one}/${verb}`, 'TransitionInput', entity, 200];
  }
  return undefined;
}

// ---------------------------------------------------------------- examples from schemas
function sample(schema, seen = []) {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    if (seen.includes(name)) return undefined; // recursive schema: stop at the first repeat
    return sample(schemas[name], [...seen, name]);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.oneOf) return sample(schema.oneOf[0], seen);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, seen)));
  switch (schema.type) {
    case 'object': {
      const o = {};
      for (const [k, v] of Object.entries(schema.properties ?? {})) {
        const x = sample(v, seen);
        if (x !== undefined) o[k] = x;
      }
      return o;
    }
    case 'array': {
      if (!schema.items) return [];
      const x = sample(schema.items, seen);
      return x === undefined ? [] : Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => x);
    }
    case 'integer': return schema.default ?? schema.minimum ?? 42;
    case 'number': return 0.5;
    case 'boolean': return schema.default ?? true;
    case 'string': {
      if (schema.default !== undefined) return schema.default;
      const byFormat = { uuid: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', 'date-time': '2026-11-22T09:30:00Z', email: 'ada@example.com', uri: 'https://example.org/x', password: 'correct-horse-battery' }[schema.format];
      return byFormat ?? 'example text'.padEnd(schema.minLength ?? 0, '.');
    }
    default: return {};
  }
}

// ---------------------------------------------------------------- descriptions
const groupText = {
  General: 'General endpoints are the plumbing every client uses: liveness, ids, queries and bulk calls.',
  Accounts: 'Accounts own everything else: sessions, profiles, passwords and the legal documents a user accepted.',
  Emails: 'A user has one primary e-mail address and up to four additional ones; each must be verified with a six-digit code.',
  'Keys and applications': 'API keys let scripts act for a user without a session; site applications let other sites embed the market.',
  'Social logins': 'Social logins link a Coinbase, Facebook or GitHub identity to an account and use it to sign in.',
  Organisations: 'Organisations group members, hold a treasury, and may take a rake from their members\' winnings.',
  Brands: 'Brands are verified public identities that sponsor swaps and topics and affiliate with rooms and organisations.',
  Rooms: 'Rooms are where topics are created and discussed; a room may hold its own EVM account and vaults.',
  Topics: 'A topic is a question with two or more outcomes that moves through registration, allocation, trading, resolution and verdict.',
  Swaps: 'A swap trades outcome positions on a topic and follows the same lifecycle as a topic.',
  Prospects: 'A prospect is a swap awaiting its verdict; these endpoints move it to a final state.',
  Verdicts: 'A verdict fixes the outcome of a prospect; once locked it can no longer change.',
  Orders: 'Orders buy and sell positions on contracts and swaps; the candle endpoints chart their prices.',
  Payouts: 'Payouts settle stakes once a verdict is locked.',
  Blockchain: 'Blockchain endpoints administer EVM chains, tokens and contracts, and feed the signing workers their queue.',
};
const verbText = (slug, method, resp) => {
  const t = titleOf(slug).toLowerCase();
  if (method === 'get') return `Returns ${resp ? `the \`${resp}\` for` : ''} ${t.replace(/^get /, '')}. The response is cacheable for 10 seconds and carries an \`ETag\`; send it back in \`If-None-Match\` to get \`304 Not Modified\`.`;
  if (method === 'delete') return `Removes the resource (${t}). The call is idempotent: removing something already gone returns the same status.`;
  return `Performs **${t}**. The request is validated in full before anything changes; on \`400\` the \`details\` array names every offending field.`;
};

function description(group, slug, method, resp, i) {
  const parts = [verbText(slug, method, resp), groupText[group]];
  const notes = [
    '- Requires a bearer token (`Authorization: Bearer <token>`) unless stated otherwise.',
    `- Rate limit: ${[60, 120, 30, 600][i % 4]} calls a minute per token; \`429\` carries \`Retry-After\`.`,
  ];
  if (method !== 'get') notes.push('- Send an `Idempotency-Key` header to make retries safe for 24 hours.');
  if (i % 3 === 0) notes.push('- Emits an event to the user\'s notification stream when it succeeds.');
  parts.push(notes.join('\n'));
  if (i % 5 === 0) parts.push('```bash\ncurl -H "Authorization: Bearer $TOKEN" https://api.example.test/v1/ping\n```');
  if (i % 7 === 0) parts.push('> **Note:** amounts are decimal strings; never send floats.');
  return parts.join('\n\n');
}

// ---------------------------------------------------------------- operations
const errorResponses = {
  BadRequest: { description: 'The request is malformed or fails validation.', example: { code: 'bad_request', message: 'Validation failed.', requestId: 'req_01HZX3J5W8', details: [{ field: 'name', rule: 'minLength', message: 'must be at least 3 characters' }] } },
  Unauthorized: { description: 'Missing, expired or revoked bearer token.', example: { code: 'unauthorized', message: 'The access token has expired.', requestId: 'req_01HZX3J5W9' } },
  Forbidden: { description: 'Signed in, but not allowed to do this.', example: { code: 'forbidden', message: 'Only room owners may do this.', requestId: 'req_01HZX3J5WA' } },
  NotFound: { description: 'No such resource, or it is not visible to you.', example: { code: 'not_found', message: 'Room 7f1c2d3e does not exist.', requestId: 'req_01HZX3J5WB' } },
  Conflict: { description: 'The resource is not in a state that allows this.', example: { code: 'conflict', message: 'The topic is locked.', requestId: 'req_01HZX3J5WC' } },
  TooManyRequests: { description: 'Rate limit exceeded.', headers: { 'Retry-After': { description: 'Seconds to wait.', schema: int() } }, example: { code: 'rate_limited', message: 'Slow down.', requestId: 'req_01HZX3J5WD' } },
};
const responsesComponent = Object.fromEntries(Object.entries(errorResponses).map(([k, { description: d, example, headers }]) =>
  [k, { description: d, ...(headers ? { headers } : {}), content: { 'application/json': { schema: ref('Error'), example } } }]));

const statusText = { 200: 'OK', 201: 'Created', 202: 'Accepted: the work is queued.', 204: 'Done; no content.' };
const publicSlugs = new Set(['ping', 'get-privacy-policy', 'get-terms-and-conditions', 'check-email-available', 'check-email-exists',
  'check-nickname-available', 'check-nickname-exists', 'login', 'create-account', 'password-reset', 'password-reset-request',
  'email-registration', 'email-verification', 'email-verification-resend', 'token']);

const paths = {};
let count = 0;
for (let round = 0; count < wanted; round++) {
  for (const [group, slug] of rows) {
    if (count >= wanted) break;
    const r = route(group, slug);
    if (!r) throw new Error(`no route for ${group}/${slug}`);
    const [method, rawPath, req, resp, status] = r;
    const path = (round ? `/r${round}` : '') + rawPath;
    const i = count++;
    const params = [...path.matchAll(/\{(\w+)\}/g)].map(([, n]) => ({
      name: n, in: 'path', required: true, description: `Id of the ${n.replace(/Id$|Address$/, '').replace(/([A-Z])/g, ' $1').toLowerCase()}.`,
      schema: n === 'provider' ? ref('OAuthProvider') : /address|Address$/.test(n) ? { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } : n === 'chainId' ? int({ example: 8453 }) : str({ format: 'uuid' }),
    }));
    if (/check-(email|nickname)|check-available/.test(slug)) {
      const q = slug.includes('email') ? 'email' : slug.includes('nickname') ? 'nickname' : slug.startsWith('room') ? 'name' : 'title';
      params.push({ name: q, in: 'query', required: true, description: `The ${q} to look up.`, schema: str({ minLength: 3 }), example: q === 'email' ? 'ada@example.com' : 'satoshi' });
    } else if (method === 'get' && /List$/.test(resp ?? '')) {
      params.push({ name: 'limit', in: 'query', description: 'Page size.', schema: int({ minimum: 1, maximum: 200, default: 50 }) },
        { name: 'cursor', in: 'query', description: 'Opaque cursor from `page.nextCursor`.', schema: str() });
    } else if (method === 'get' && /candles/.test(path)) {
      params.push({ name: 'from', in: 'query', description: 'Start of the window (inclusive).', schema: str({ format: 'date-time' }) });
    }
    if (method !== 'get' && params.length < 4) params.push({ name: 'Idempotency-Key', in: 'header', required: false, description: 'Makes retries safe for 24 hours.', schema: str({ maxLength: 64 }) });
    if (params.length === 0 || (i % 4 === 1 && params.length < 4)) params.push({ name: 'Accept-Language', in: 'header', description: 'Locale for messages.', schema: str({ enum: ['en', 'he', 'zh'], default: 'en' }) });

    const success = { description: statusText[status] };
    if (resp) success.content = { 'application/json': { schema: ref(resp), example: sample(ref(resp)) } };
    const responses = { [status]: success };
    const errs = [];
    if (req) errs.push('BadRequest');
    if (!publicSlugs.has(slug)) errs.push('Unauthorized');
    if (/^evm-|-1$|set-official/.test(slug)) errs.push('Forbidden');
    if (params.some((p) => p.in === 'path')) errs.push('NotFound');
    if (/lock|discard|start-|stop-|pause-|complete|confirm|resolve|reset|accept|reject|cancel|requeue/.test(slug)) errs.push('Conflict');
    if (errs.length === 0) errs.push('TooManyRequests');
    for (const e of errs.slice(0, 3)) responses[{ BadRequest: 400, Unauthorized: 401, Forbidden: 403, NotFound: 404, Conflict: 409, TooManyRequests: 429 }[e]] = { $ref: `#/components/responses/${e}` };

    const op = {
      tags: [group],
      summary: titleOf(slug),
      operationId: camel(slug) + (round ? `R${round}` : ''),
      description: description(group, slug, method, resp, i),
      ...(publicSlugs.has(slug) ? { security: [] } : {}),
      parameters: params,
    };
    if (req === 'multipart') {
      op.requestBody = { required: true, content: { 'multipart/form-data': { schema: obj({ file: str({ format: 'binary' }), purpose: str({ enum: ['avatar', 'evidence', 'brand_logo'] }) }, ['file', 'purpose']) } } };
    } else if (req) {
      op.requestBody = { required: true, content: { 'application/json': { schema: ref(req), example: sample(ref(req)) } } };
    }
    op.responses = responses;
    if (paths[path]?.[method]) throw new Error(`duplicate route ${method} ${path} (${slug})`);
    (paths[path] ??= {})[method] = op;
  }
}

const groups = [...new Set(rows.map((r) => r[0]))];
const doc = {
  openapi: '3.0.3',
  info: {
    title: 'Build on Blockchain API',
    version: '1.0.0',
    description: 'The HTTP API of the Build on Blockchain market platform: accounts, organisations, brands, rooms, topics, swaps and their settlement on EVM chains.\n\nAll bodies are JSON. Amounts are decimal strings. Times are RFC 3339 in UTC.',
    contact: { name: 'Platform team', email: 'api@example.test' },
    license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  },
  servers: [{ url: 'https://api.example.test', description: 'Production' }, { url: 'https://sandbox.api.example.test', description: 'Sandbox' }],
  security: [{ bearerAuth: [] }],
  tags: groups.map((name) => ({ name, description: groupText[name] })),
  paths,
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A session access token or an API key.' } },
    responses: responsesComponent,
    schemas,
  },
};

// ---------------------------------------------------------------- a small YAML emitter (block style)
const reserved = /^(true|false|null|yes|no|on|off|y|n|~)$/i;
const plain = (s) => /^[A-Za-z_][A-Za-z0-9_ .,;()/'-]*$/.test(s) && !reserved.test(s) && !/ $/.test(s);
const pad = (n) => ' '.repeat(n);
const key = (k) => (plain(k) && !k.includes(' ') ? k : JSON.stringify(k));
function scalar(v, ind) {
  if (v === null) return 'null';
  if (typeof v !== 'string') return String(v);
  if (v.includes('\n') && !/^\s|\s$|[ \t]\n|[^\S\n]$/.test(v)) return '|-\n' + v.split('\n').map((l) => (l ? pad(ind) + l : '')).join('\n');
  return plain(v) ? v : JSON.stringify(v);
}
function node(v, ind) {
  if (Array.isArray(v)) {
    if (!v.length) return ' []';
    return '\n' + v.map((x) => pad(ind) + '-' + item(x, ind + 2)).join('\n');
  }
  if (v && typeof v === 'object') {
    const ks = Object.keys(v);
    if (!ks.length) return ' {}';
    return '\n' + ks.map((k) => pad(ind) + key(k) + ':' + node(v[k], ind + 2)).join('\n');
  }
  return ' ' + scalar(v, ind);
}
function item(x, ind) {
  const s = node(x, ind);
  return s.startsWith('\n' + pad(ind)) && x && typeof x === 'object' ? ' ' + s.slice(ind + 1) : s;
}

writeFileSync(out, node(doc, 0).slice(1) + '\n');
console.log(`${out}: ${count} operations, ${Object.keys(paths).length} paths, ${Object.keys(schemas).length} schemas`);
