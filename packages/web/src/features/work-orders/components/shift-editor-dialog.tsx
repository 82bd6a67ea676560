import { CloseOutlined, CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { errorText, shiftsProblem } from '@backdesk/domain';
import { Alert, Button, Flex, Space, Table, Tag, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import type { SchedulePerson, ScheduleShift } from '../api/get-schedule';
import { useSaveSchedule } from '../api/save-schedule';
import { dayIndexOf, draftTimes, minutesOf, shiftOfDraft, weekDays, weekSpan } from '../schedule-week';
import { weekdayKeys } from './weekdays';

type Draft = { start: string | null; end: string | null };
const TIME = 'HH:mm';

const pickerValue = (time: string | null): Dayjs | null =>
  time === null ? null : dayjs().startOf('day').add(minutesOf(time), 'minute');

/**
 * Sets one person's shifts for a week: per day any number of shifts with a start and end time (an end not after
 * the start is the next morning), Monday's copied to the weekdays on request. Saved as the week's whole schedule.
 */
export function ShiftEditorDialog({
  person,
  monday,
  shifts,
  onClose,
}: {
  person: SchedulePerson | null;
  monday: Dayjs;
  /** The person's shifts starting in the week. */
  shifts: readonly ScheduleShift[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const { message } = useFeedback();
  const days = useMemo(() => weekDays(monday), [monday]);
  const [drafts, setDrafts] = useState<Draft[][]>(() => days.map(() => []));
  const save = useSaveSchedule({
    onSuccess: () => {
      void message.success(t('schedule.saved'));
      closeAfterSave(onClose);
    },
    onError: (error) => void message.error(error.message),
  });

  useEffect(() => {
    if (!person) return;
    const next: Draft[][] = days.map(() => []);
    for (const s of shifts) {
      const i = dayIndexOf(s.startsAt, monday, timeZone);
      if (i >= 0) next[i]!.push(draftTimes(s, timeZone));
    }
    setDrafts(next);
  }, [person, shifts, days, monday, timeZone]);

  const complete = drafts.every((list) => list.every((d) => d.start !== null && d.end !== null));
  const span = weekSpan(monday, timeZone);
  const planned = drafts.flatMap((list, i) =>
    list.flatMap((d) =>
      d.start !== null && d.end !== null
        ? [shiftOfDraft({ day: days[i]!, start: d.start, end: d.end }, timeZone)]
        : [],
    ),
  );
  const problem = shiftsProblem(span.from, span.to, planned);

  const patch = (day: number, change: (list: Draft[]) => Draft[]) =>
    setDrafts((all) => all.map((list, i) => (i === day ? change(list) : list)));
  const dayName = (i: number) => t(`schedule.weekdays.${weekdayKeys[i]}`);

  const submit = () =>
    person &&
    save.mutate({
      userId: person.id,
      from: span.from.toISOString(),
      to: span.to.toISOString(),
      shifts: planned.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    });

  return (
    <DraggableDialog
      open={person !== null}
      title={person ? t('schedule.editTitle', { name: localName(person, lang) }) : ''}
      width={720}
      maskClosable={false}
      okText={t('common.save')}
      okButtonProps={{ disabled: !complete || problem !== null, loading: save.isPending }}
      onCancel={onClose}
      onOk={submit}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary">
            {t('schedule.weekOf', {
              from: days[0]!.format('YYYY-MM-DD'),
              to: days[6]!.format('YYYY-MM-DD'),
            })}
          </Typography.Text>
          <Space>
            <Button
              size="small"
              icon={<CopyOutlined />}
              onClick={() =>
                setDrafts((all) =>
                  all.map((list, i) => (i >= 1 && i <= 4 ? all[0]!.map((d) => ({ ...d })) : list)),
                )
              }
            >
              {t('schedule.copyMonday')}
            </Button>
            <Button size="small" icon={<DeleteOutlined />} onClick={() => setDrafts(days.map(() => []))}>
              {t('schedule.clearWeek')}
            </Button>
          </Space>
        </Flex>
        <Table<{ index: number }>
          size="small"
          rowKey="index"
          pagination={false}
          dataSource={days.map((_d, index) => ({ index }))}
          columns={[
            {
              key: 'day',
              title: t('schedule.day'),
              width: 150,
              render: (_v, { index }) => (
                <Flex vertical>
                  <Typography.Text strong>{dayName(index)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {days[index]!.format('MM-DD')}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              key: 'shifts',
              title: t('schedule.shifts'),
              render: (_v, { index }) => (
                <Flex vertical gap={6}>
                  {drafts[index]!.length === 0 ? (
                    <Typography.Text type="secondary">{t('schedule.off')}</Typography.Text>
                  ) : null}
                  {drafts[index]!.map((d, j) => {
                    const overnight =
                      d.start !== null && d.end !== null && minutesOf(d.end) <= minutesOf(d.start);
                    const set = (field: 'start' | 'end') => (value: Dayjs | null) =>
                      patch(index, (list) =>
                        list.map((x, k) =>
                          k === j ? { ...x, [field]: value ? value.format(TIME) : null } : x,
                        ),
                      );
                    return (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a day's shifts have no identity but their place
                      <Flex key={j} gap={8} align="center">
                        <TimePicker
                          aria-label={t('schedule.startOf', { day: dayName(index) })}
                          format={TIME}
                          minuteStep={5}
                          needConfirm={false}
                          placeholder={t('schedule.start')}
                          value={pickerValue(d.start)}
                          onChange={set('start')}
                          style={{ width: 110 }}
                        />
                        <span aria-hidden>–</span>
                        <TimePicker
                          aria-label={t('schedule.endOf', { day: dayName(index) })}
                          format={TIME}
                          minuteStep={5}
                          needConfirm={false}
                          placeholder={t('schedule.end')}
                          value={pickerValue(d.end)}
                          onChange={set('end')}
                          style={{ width: 110 }}
                        />
                        {overnight ? (
                          <Tag color="geekblue" title={t('schedule.nextDayHint')}>
                            {t('schedule.nextDay')}
                          </Tag>
                        ) : null}
                        <Button
                          type="text"
                          size="small"
                          icon={<CloseOutlined />}
                          aria-label={t('schedule.removeShiftOn', { day: dayName(index) })}
                          onClick={() => patch(index, (list) => list.filter((_x, k) => k !== j))}
                        />
                      </Flex>
                    );
                  })}
                </Flex>
              ),
            },
            {
              key: 'add',
              title: '',
              width: 130,
              align: 'right',
              render: (_v, { index }) => (
                <Button
                  size="small"
                  icon={<PlusOutlined />}
                  aria-label={t('schedule.addShiftOn', { day: dayName(index) })}
                  onClick={() =>
                    patch(index, (list) => {
                      // a second shift starts after the first ends; the first of a day is office hours
                      const last = list.at(-1);
                      return [
                        ...list,
                        last ? { start: last.end, end: null } : { start: '09:00', end: '18:00' },
                      ];
                    })
                  }
                >
                  {t('schedule.addShift')}
                </Button>
              ),
            },
          ]}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('schedule.overnightHint')}
        </Typography.Text>
        {!complete ? (
          <Alert type="warning" showIcon title={t('schedule.incomplete')} />
        ) : problem ? (
          <Alert type="warning" showIcon title={errorText(problem.name, lang, problem.params)} />
        ) : null}
      </Flex>
    </DraggableDialog>
  );
}
