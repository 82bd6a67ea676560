import { CalendarOutlined, EditOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { timeZoneLabel } from '@backdesk/domain';
import { Button, Card, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamOptions } from '../../shared/api/list-team-options';
import { Can } from '../../shared/can';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { todayIn } from '../../shared/time/day-range';
import { offsetMinutesOf } from '../../shared/time/format-time';
import { type SchedulePerson, type ScheduleShift, useSchedule } from './api/get-schedule';
import { ShiftEditorDialog } from './components/shift-editor-dialog';
import { weekdayKeys } from './components/weekdays';
import { dayIndexOf, endsNextDay, hoursOf, shiftText, thisMonday, weekDays, weekSpan } from './schedule-week';

/** /manageCenter/scheduleManagement: the week's shifts of the people in scope, one row per person, in the chosen time zone. */
export function ScheduleManagementPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const [weeksAhead, setWeeksAhead] = useState(0);
  const [teamId, setTeamId] = useState<number | undefined>(undefined);
  const monday = useMemo(() => thisMonday(timeZone).add(weeksAhead * 7, 'day'), [timeZone, weeksAhead]);
  const days = weekDays(monday);
  const today = todayIn(timeZone).format('YYYY-MM-DD');
  const span = weekSpan(monday, timeZone);
  const schedule = useSchedule({ from: span.from.toISOString(), to: span.to.toISOString(), teamId });
  const teams = useTeamOptions();
  const [editing, setEditing] = useState<SchedulePerson | null>(null);

  const shiftsByUser = useMemo(() => {
    const map = new Map<number, ScheduleShift[]>();
    for (const s of schedule.data?.shifts ?? []) map.set(s.userId, [...(map.get(s.userId) ?? []), s]);
    return map;
  }, [schedule.data]);
  const editingShifts = useMemo(
    () => (editing ? (shiftsByUser.get(editing.id) ?? []) : []),
    [editing, shiftsByUser],
  );
  const zone = timeZoneLabel(offsetMinutesOf(timeZone) / 60);

  const dayColumn = (day: Dayjs, index: number) => {
    const isToday = day.format('YYYY-MM-DD') === today;
    return {
      key: `day${index}`,
      title: (
        <Flex vertical style={isToday ? { color: 'var(--ant-color-primary)' } : undefined}>
          <span>{t(`schedule.weekdaysShort.${weekdayKeys[index]}`)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            {day.format('MM-DD')}
          </Typography.Text>
        </Flex>
      ),
      render: (_v: unknown, person: SchedulePerson) => {
        const list = (shiftsByUser.get(person.id) ?? []).filter(
          (s) => dayIndexOf(s.startsAt, monday, timeZone) === index,
        );
        if (!list.length) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <Flex vertical gap={2} align="flex-start">
            {list.map((s) => (
              <Tag
                key={s.id}
                color="blue"
                style={{ marginInlineEnd: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {shiftText(s, timeZone)}
                {endsNextDay(s, timeZone) ? <sup title={t('schedule.nextDayHint')}> +1</sup> : null}
              </Tag>
            ))}
          </Flex>
        );
      },
    };
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('schedule.intro')}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Space wrap>
            <Button icon={<LeftOutlined />} onClick={() => setWeeksAhead((w) => w - 1)}>
              {t('schedule.previousWeek')}
            </Button>
            <Button icon={<CalendarOutlined />} disabled={weeksAhead === 0} onClick={() => setWeeksAhead(0)}>
              {t('schedule.thisWeek')}
            </Button>
            <Button onClick={() => setWeeksAhead((w) => w + 1)}>
              {t('schedule.nextWeek')} <RightOutlined />
            </Button>
            <Typography.Text strong aria-live="polite" data-testid="schedule-week">
              {t('schedule.week', { from: days[0]!.format('YYYY-MM-DD'), to: days[6]!.format('YYYY-MM-DD') })}
            </Typography.Text>
          </Space>
          <Space wrap>
            <label htmlFor="schedule-team">{t('schedule.team')}</label>
            <Select
              id="schedule-team"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('schedule.everyone')}
              style={{ width: 220 }}
              value={teamId}
              onChange={(v) => setTeamId(v ?? undefined)}
              options={(teams.data ?? []).map((x) => ({ value: x.id, label: localName(x, lang) }))}
            />
            <Typography.Text type="secondary">{t('schedule.timeZone', { zone })}</Typography.Text>
          </Space>
        </Flex>
      </Card>
      <Card size="small">
        <Table<SchedulePerson>
          aria-label={t('screenTitles.scheduleManagement')}
          rowKey="id"
          size="middle"
          loading={schedule.isFetching}
          dataSource={schedule.data?.users ?? []}
          pagination={false}
          locale={{ emptyText: t('schedule.nobody') }}
          columns={[
            {
              key: 'person',
              title: t('schedule.person'),
              render: (_v, p) => (
                <Flex vertical style={{ whiteSpace: 'nowrap' }}>
                  <Typography.Text strong>{p.name}</Typography.Text>
                  {p.enName && p.enName !== p.name ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {p.enName}
                    </Typography.Text>
                  ) : null}
                  {!p.receiveWorkOrders ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('schedule.notReceiving')}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            ...days.map(dayColumn),
            {
              key: 'hours',
              title: <span style={{ whiteSpace: 'nowrap' }}>{t('schedule.hours')}</span>,
              align: 'right',
              render: (_v, p) => {
                const list = shiftsByUser.get(p.id) ?? [];
                return list.length ? hoursOf(list) : '';
              },
            },
            {
              key: 'actions',
              title: t('common.actions'),
              render: (_v, p) => (
                <Can code="schedule.manage" mode="disable">
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('schedule.editOf', { name: localName(p, lang) })}
                    onClick={() => setEditing(p)}
                  >
                    {t('schedule.edit')}
                  </Button>
                </Can>
              ),
            },
          ]}
        />
      </Card>
      <ShiftEditorDialog
        person={editing}
        monday={monday}
        shifts={editingShifts}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
