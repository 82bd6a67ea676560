import {
  findPermission,
  type HeldPermission,
  type PermissionTag,
  type PermType,
  permissionCatalogue,
  permissionNames,
  permissionTags,
} from '@backdesk/domain';
import { Checkbox, Flex, Radio, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTeamOptions } from '../../../shared/api/list-team-options';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';

type Definition = (typeof permissionCatalogue)[number];
const groups = [...new Set(permissionCatalogue.map((p) => p.group))];
/**
 * The columns' widths, the same in every group's table so they line up, together the role dialog's width (980
 * less its padding): a long permission name wraps instead of pushing the team column out of sight.
 */
const WIDTHS = { permission: 262, granted: 80, tag: 250, permType: 140, crmTeam: 200 };
const TABLE_WIDTH = Object.values(WIDTHS).reduce((sum, w) => sum + w, 0);

/** One entry per code (the widest when a role holds several), in catalogue order. */
export function normalisePermissions(held: readonly HeldPermission[]): HeldPermission[] {
  return permissionCatalogue
    .map((def) => findPermission(held, def.code) ?? held.find((h) => h.code === def.code))
    .filter((p): p is HeldPermission => p !== undefined);
}

/** The role's permissions: per code, granted or not, its tag (scope) and permType, and a team. */
export function PermissionEditor({
  value = [],
  onChange,
}: {
  value?: HeldPermission[];
  onChange?: (value: HeldPermission[]) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const teams = useTeamOptions();
  const byCode = new Map(value.map((p) => [p.code, p]));

  const set = (code: string, next: HeldPermission | null) => {
    const rest = value.filter((p) => p.code !== code);
    onChange?.(normalisePermissions(next ? [...rest, next] : rest));
  };

  const columns = [
    {
      key: 'permission',
      title: t('roles.permission'),
      width: WIDTHS.permission,
      render: (_v: unknown, def: Definition) => (
        <Flex vertical>
          <Typography.Text>{permissionNames[def.code][lang]}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} code>
            {def.code}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'granted',
      title: t('roles.granted'),
      width: WIDTHS.granted,
      render: (_v: unknown, def: Definition) => (
        <Checkbox
          aria-label={`${t('roles.granted')}: ${def.code}`}
          checked={byCode.has(def.code)}
          onChange={(e) =>
            set(
              def.code,
              e.target.checked ? { code: def.code, tag: 1, permType: 'self', crmTeamId: null } : null,
            )
          }
        />
      ),
    },
    {
      key: 'tag',
      title: t('roles.tag'),
      width: WIDTHS.tag,
      render: (_v: unknown, def: Definition) => {
        const held = byCode.get(def.code);
        return (
          <Select<PermissionTag>
            aria-label={`${t('roles.tag')}: ${def.code}`}
            disabled={!held}
            value={held?.tag}
            style={{ width: WIDTHS.tag - 16 }}
            onChange={(tag) => held && set(def.code, { ...held, tag })}
            options={permissionTags.map((tag) => ({
              value: tag,
              label: `${tag} · ${t(`roles.tags.${tag}`)}`,
            }))}
          />
        );
      },
    },
    {
      key: 'permType',
      title: t('roles.permType'),
      width: WIDTHS.permType,
      render: (_v: unknown, def: Definition) => {
        const held = byCode.get(def.code);
        return (
          <Radio.Group
            disabled={!held}
            value={held?.permType}
            optionType="button"
            size="small"
            onChange={(e) =>
              held &&
              set(def.code, {
                ...held,
                permType: e.target.value as PermType,
                crmTeamId: e.target.value === 'self' ? null : held.crmTeamId,
              })
            }
            options={[
              { value: 'self', label: t('roles.permTypes.self') },
              { value: 'team', label: t('roles.permTypes.team') },
            ]}
          />
        );
      },
    },
    {
      key: 'crmTeam',
      title: t('roles.crmTeam'),
      width: WIDTHS.crmTeam,
      render: (_v: unknown, def: Definition) => {
        const held = byCode.get(def.code);
        return (
          <Select<number | null>
            aria-label={`${t('roles.crmTeam')}: ${def.code}`}
            disabled={!held || held.permType !== 'team'}
            allowClear
            placeholder={t('roles.anyTeam')}
            value={held?.crmTeamId ?? null}
            style={{ width: WIDTHS.crmTeam - 16 }}
            onChange={(crmTeamId) => held && set(def.code, { ...held, crmTeamId: crmTeamId ?? null })}
            options={(teams.data ?? []).map((team) => ({ value: team.id, label: localName(team, lang) }))}
          />
        );
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      {groups.map((group) => (
        <Table<Definition>
          key={group}
          size="small"
          rowKey="code"
          bordered
          title={() => <Typography.Text strong>{t(`roles.groups.${group}`)}</Typography.Text>}
          columns={columns}
          dataSource={permissionCatalogue.filter((p) => p.group === group)}
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: TABLE_WIDTH }}
        />
      ))}
    </Flex>
  );
}
