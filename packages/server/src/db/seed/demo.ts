import { permissionCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../shared/tokens.js';
import type { Tx } from '../client.js';
import {
  appMeta,
  departments,
  orders,
  rolePermissions,
  rolePlatforms,
  roles,
  systemDictionary,
  teamMembers,
  teams,
  userRoles,
  users,
} from '../schema/index.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoCustomerCare } from './demo-customer-care.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoMailCases } from './demo-mail-cases.js';
import { seedDemoMailTemplates } from './demo-mail-templates.js';
import { seedDemoMailboxes } from './demo-mailboxes.js';
import { seedDemoMessages } from './demo-messages.js';
import { mulberry32, seedOrders } from './orders.js';
import { hasReturns, seedDemoReturns } from './returns.js';

export const DEMO_PASSWORD = 'Backdesk#2026';
export const DEMO_VIEW_PASSWORD = 'View#2026';

export const demoAccounts = [
  { email: 'admin@backdesk.demo', role: 'Administrator', note: 'every permission' },
  { email: 'leader@backdesk.demo', role: 'Team leader', note: 'team leader of the EU & US team' },
  { email: 'agent@backdesk.demo', role: 'Customer service agent', note: "self scope, in the leader's team" },
  { email: 'warehouse@backdesk.demo', role: 'Warehouse staff', note: 'processing centre' },
  {
    email: 'newhire@backdesk.demo',
    role: 'Customer service agent',
    note: 'must change the initial password',
  },
] as const;

export const surnames = [
  'Wang',
  'Li',
  'Zhang',
  'Liu',
  'Chen',
  'Yang',
  'Huang',
  'Zhao',
  'Wu',
  'Zhou',
  'Xu',
  'Sun',
  'Ma',
  'Zhu',
  'Hu',
  'Guo',
];
export const zhSurnames: Record<string, string> = {
  Wang: '王',
  Li: '李',
  Zhang: '张',
  Liu: '刘',
  Chen: '陈',
  Yang: '杨',
  Huang: '黄',
  Zhao: '赵',
  Wu: '吴',
  Zhou: '周',
  Xu: '徐',
  Sun: '孙',
  Ma: '马',
  Zhu: '朱',
  Hu: '胡',
  Guo: '郭',
};
export const givenNames = [
  ['Jing', '静'],
  ['Wei', '伟'],
  ['Fang', '芳'],
  ['Min', '敏'],
  ['Lei', '磊'],
  ['Yan', '燕'],
  ['Tao', '涛'],
  ['Xin', '欣'],
  ['Hao', '浩'],
  ['Ying', '莹'],
  ['Jun', '军'],
  ['Lin', '琳'],
] as const;

/** Orders the demo database starts with. */
export const DEMO_ORDERS = 3000;

/** Demo organisation, accounts and orders: only on the embedded demo database, once. */
export async function seedDemo(
  db: Tx,
  options: { orders?: number; now?: Date; mailSecretKey?: string } = {},
): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, 'demoSeeded'));
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const [cs] = await db
    .insert(departments)
    .values({ name: '客服部', enName: 'Customer Service' })
    .returning();
  const [csWest] = await db
    .insert(departments)
    .values({ name: '欧美客服组', enName: 'EU & US Customer Service', parentId: cs!.id })
    .returning();
  const [csMarket] = await db
    .insert(departments)
    .values({ name: '平台客服组', enName: 'Marketplace Customer Service', parentId: cs!.id })
    .returning();
  const [wh] = await db.insert(departments).values({ name: '仓储部', enName: 'Warehousing' }).returning();
  const [whGz] = await db
    .insert(departments)
    .values({ name: '广州处理中心', enName: 'Guangzhou Processing Centre', parentId: wh!.id })
    .returning();

  const mkUser = async (v: {
    email: string;
    name: string;
    enName: string;
    departmentId: number;
    oaUserId: string;
    defaultPassword?: boolean;
  }) => {
    const [u] = await db
      .insert(users)
      .values({
        ...v,
        hrId: `HR${v.oaUserId.slice(2)}`,
        upmsId: `UP${v.oaUserId.slice(2)}`,
        passwordHash,
        defaultPassword: v.defaultPassword ?? false,
        receiveOrders: true,
        receiveWorkOrders: true,
      })
      .returning();
    return u!;
  };
  const admin = await mkUser({
    email: 'admin@backdesk.demo',
    name: '系统管理员',
    enName: 'Alex Admin',
    departmentId: cs!.id,
    oaUserId: 'OA10001',
  });
  const leader = await mkUser({
    email: 'leader@backdesk.demo',
    name: '陈丽',
    enName: 'Lily Chen',
    departmentId: csWest!.id,
    oaUserId: 'OA10002',
  });
  const agent = await mkUser({
    email: 'agent@backdesk.demo',
    name: '王小明',
    enName: 'Sam Wang',
    departmentId: csWest!.id,
    oaUserId: 'OA10003',
  });
  const warehouse = await mkUser({
    email: 'warehouse@backdesk.demo',
    name: '刘强',
    enName: 'Kevin Liu',
    departmentId: whGz!.id,
    oaUserId: 'OA10004',
  });
  const newhire = await mkUser({
    email: 'newhire@backdesk.demo',
    name: '赵敏',
    enName: 'Mia Zhao',
    departmentId: csWest!.id,
    oaUserId: 'OA10005',
    defaultPassword: true,
  });

  const [westTeam] = await db
    .insert(teams)
    .values({ name: '欧美一组', enName: 'EU & US Team A', departmentId: csWest!.id, leaderId: leader.id })
    .returning();
  const [marketTeam] = await db
    .insert(teams)
    .values({ name: '平台一组', enName: 'Marketplace Team 1', departmentId: csMarket!.id })
    .returning();
  await db
    .insert(teamMembers)
    .values([leader, agent, newhire].map((u) => ({ teamId: westTeam!.id, userId: u.id })));

  // generated colleagues so that lists look like a real team
  const rand = mulberry32(2026);
  const colleagues = [];
  for (let i = 0; i < 14; i++) {
    const sur = surnames[Math.floor(rand() * surnames.length)]!;
    const [given, givenZh] = givenNames[Math.floor(rand() * givenNames.length)]!;
    const market = i % 2 === 1;
    colleagues.push(
      await mkUser({
        email: `${given.toLowerCase()}.${sur.toLowerCase()}${i + 1}@backdesk.demo`,
        name: `${zhSurnames[sur]}${givenZh}`,
        enName: `${given} ${sur}`,
        departmentId: market ? csMarket!.id : csWest!.id,
        oaUserId: `OA${10100 + i}`,
      }),
    );
  }
  await db
    .insert(teamMembers)
    .values(
      colleagues.map((u, i) => ({ teamId: i % 2 === 1 ? marketTeam!.id : westTeam!.id, userId: u.id })),
    );

  const all = permissionCatalogue.map((p) => p.code);
  const roleDefs = [
    {
      name: '管理员',
      enName: 'Administrator',
      description: 'Every permission',
      allPlatforms: true,
      perms: all.map((code) => ({ code, tag: 4 as const, permType: 'self' as const, crmTeamId: null })),
    },
    {
      name: '客服组长',
      enName: 'Team leader',
      description: 'Leads a customer-service team',
      allPlatforms: true,
      perms: [
        { code: 'dashboard.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'user.view', tag: 2 as const, permType: 'team' as const, crmTeamId: null },
        { code: 'team.view', tag: 2 as const, permType: 'team' as const, crmTeamId: null },
        { code: 'receive.manage', tag: 1 as const, permType: 'team' as const, crmTeamId: westTeam!.id },
        { code: 'order.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'package.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'package.intercept', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.batch', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.export', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.import', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.entry', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'invoice.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refund.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refund.create', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refund.review', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'return.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'return.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'return.process', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'channelProblem.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'channelProblem.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refundTicket.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refundTicket.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refundTicket.audit', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        // after-sales work orders: those handled in the leader's department and below
        { code: 'workOrder.view', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'workOrder.manage', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        // who gets new work orders, the shifts of the department, the countdowns
        { code: 'workOrderAssign.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'schedule.manage', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'workOrderCountdown.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'abnormalGenerate.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'resend.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'resend.create', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'resend.review', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refund.export', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refundRoute.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refill.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refill.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        // the message centre: payment-provider messages of the role's platforms
        { code: 'paypalMessage.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        // customer care: the PayPal complaints handled in the leader's department and below, and their export
        { code: 'customerCare.view', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'customerCare.manage', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'customerCare.export', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        // points and coupons: those asked for in the leader's department and below, reviewed by the leader
        { code: 'compensation.view', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'compensation.request', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'compensation.review', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'batchEvent.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        // the outbox: the mails written in the leader's department and below
        { code: 'mailOutbox.view', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'mailOutbox.resend', tag: 3 as const, permType: 'self' as const, crmTeamId: null },
        // mail templates, phrase templates and the automation rules of the shared mailboxes
        { code: 'mailTemplate.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'mailTemplate.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'mailRule.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        // the AI reply policies: written by the leader, approved by another person (the administrator)
        { code: 'aiReplyPolicy.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'aiReplyPolicy.edit', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'aiReplyPolicy.approve', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        // customers: the customer centre, merging duplicates and the customer program labels
        { code: 'customer.view', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'customer.edit', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'customer.merge', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'customerLabel.manage', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
      ],
    },
    {
      name: '客服专员',
      enName: 'Customer service agent',
      description: 'Handles orders, refunds and mail',
      allPlatforms: false,
      platforms: [1, 4, 7, 12, 13],
      perms: [
        { code: 'dashboard.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'package.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'package.intercept', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.batch', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.export', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.import', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'order.entry', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'invoice.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refund.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refund.create', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'return.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'return.manage', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'channelProblem.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'channelProblem.manage', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refundTicket.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refundTicket.manage', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'workOrder.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'workOrder.manage', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'resend.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'resend.create', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refill.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'refill.manage', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'paypalMessage.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        // customer care: the PayPal complaints of the agent's team (the demo PayPal account's handler team)
        { code: 'customerCare.view', tag: 1 as const, permType: 'team' as const, crmTeamId: westTeam!.id },
        { code: 'customerCare.manage', tag: 1 as const, permType: 'team' as const, crmTeamId: westTeam!.id },
        // points and coupons: the agent's own requests (a leader reviews them)
        { code: 'compensation.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'compensation.request', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        // the outbox: the agent's own mails
        { code: 'mailOutbox.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'mailOutbox.resend', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'mailTemplate.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'aiReplyPolicy.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        // customers of the agent's platforms: their page, notes, tags and favourites (merging is the leader's)
        { code: 'customer.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'customer.edit', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
      ],
    },
    {
      name: '仓储人员',
      enName: 'Warehouse staff',
      description: 'Processing centre staff',
      allPlatforms: false,
      platforms: [1, 13],
      perms: [
        { code: 'dashboard.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        { code: 'package.view', tag: 1 as const, permType: 'self' as const, crmTeamId: null },
        // the warehouse handles every return that reaches it, whoever filed it (its platforms still apply)
        { code: 'return.process', tag: 4 as const, permType: 'self' as const, crmTeamId: null },
      ],
    },
  ];
  const roleIds: Record<string, number> = {};
  for (const def of roleDefs) {
    const [role] = await db
      .insert(roles)
      .values({
        name: def.name,
        enName: def.enName,
        description: def.description,
        allPlatforms: def.allPlatforms,
      })
      .returning();
    roleIds[def.enName] = role!.id;
    await db.insert(rolePermissions).values(def.perms.map((p) => ({ ...p, roleId: role!.id })));
    if ('platforms' in def && def.platforms)
      await db
        .insert(rolePlatforms)
        .values(def.platforms.map((platformId) => ({ roleId: role!.id, platformId })));
  }
  await db
    .insert(userRoles)
    .values([
      { userId: admin.id, roleId: roleIds.Administrator! },
      { userId: leader.id, roleId: roleIds['Team leader']! },
      { userId: agent.id, roleId: roleIds['Customer service agent']! },
      { userId: warehouse.id, roleId: roleIds['Warehouse staff']! },
      { userId: newhire.id, roleId: roleIds['Customer service agent']! },
      ...colleagues.map((u) => ({ userId: u.id, roleId: roleIds['Customer service agent']! })),
    ]);

  await db
    .insert(systemDictionary)
    .values({
      code: 'viewPassword',
      value: DEMO_VIEW_PASSWORD,
      description: 'Code that reveals masked data',
      secret: 1,
    })
    .onConflictDoNothing();
  // demo orders, unless the database already holds orders (e.g. built by `npm run seed`)
  const [anyOrder] = await db.select({ id: orders.id }).from(orders).limit(1);
  if (!anyOrder) await seedOrders(db, { orders: options.orders ?? DEMO_ORDERS });
  // a handful of returns and channel problem items on the demo orders
  if (!anyOrder && !(await hasReturns(db)))
    await seedDemoReturns(db, { agentId: agent.id, leaderId: leader.id, warehouseId: warehouse.id });
  // refunds, refund request tickets, resends and refills on the demo orders, through their services
  if (!anyOrder) await seedDemoActivity(db, { now: options.now });
  // what PayPal told the shop about those orders, delivered through the webhook signed by the local stand-in
  if (!anyOrder) await seedDemoMessages(db, { now: options.now });
  // PayPal complaints on those orders for the agent's team, delivered through the customer-care webhook
  if (!anyOrder)
    await seedDemoCustomerCare(db, {
      now: options.now,
      adminId: admin.id,
      teamId: westTeam!.id,
      platformIds: [1, 4, 7, 12, 13],
    });
  // customer program labels, and some of the demo customers tagged and given a VIP level
  if (!anyOrder) await seedDemoCustomers(db, { adminId: admin.id, platformIds: [1, 4, 7, 12, 13] });
  // the shop mailboxes and who sends from them (their passwords sealed with the demo's mailbox key)
  const demoBoxes = await seedDemoMailboxes(db, {
    mailSecretKey: options.mailSecretKey,
    createdBy: admin.id,
    teams: { west: westTeam!.id, market: marketTeam!.id },
    operators: { agent: agent.id, leader: leader.id, admin: admin.id },
  });
  if (!anyOrder) {
    // conversations with the demo orders' customers: the mail inbox's cases
    await seedDemoMailCases(db, { now: options.now, mailbox: demoBoxes.us });
    // mail templates, phrase templates and a few customer mails for the rules' dry run
    await seedDemoMailTemplates(db, {
      leaderId: leader.id,
      agentId: agent.id,
      teamId: westTeam!.id,
      mailbox: demoBoxes.us,
      now: options.now,
    });
  }

  await db.insert(appMeta).values({ key: 'demoSeeded', value: { at: new Date().toISOString() } });
  return true;
}
