import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import {
  BATCH_MAX,
  type ChannelProblemRecord,
  type ChannelProblemSearchInput,
  channelProcessingStatuses,
  channelReturnReasons,
  channelReturnStatuses,
  createdRange,
  errorText,
  processingCentres,
  processingSchemes,
  selectionProblem,
} from '@backdesk/domain';
import {
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Select,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchResultDialog, type BatchResultRow, batchResultRows } from '../../shared/batch-result-dialog';
import { Can } from '../../shared/can';
import { type DataColumn, DataTable } from '../../shared/data-table/data-table';
import { useListPaging } from '../../shared/data-table/list-paging';
import { listTableProps } from '../../shared/data-table/list-table-props';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { useSearchAgain } from '../../shared/search-again';
import { Text } from '../../shared/text';
import { formatTime } from '../../shared/time/format-time';
import { useChannelProblemLog, useChannelProblems, useSetChannelScheme } from './api/channel-problems-api';
import { ChannelProblemDialog } from './channel-problem-dialog';

type Filters = {
  keyword?: string;
  processingStatuses?: number[];
  returnStatuses?: number[];
  /** The created range; empty means the last 30 days (the server's default). */
  range?: [Dayjs, Dayjs] | null;
};

/** /orderCenter/OAChannelProblemManage: parcels the carrier returned or lost, their deadline and scheme. */
export function ChannelProblemsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [filters, setFilters] = useState<Filters>({});
  const { page, setPage, sort, setSort } =
    useListPaging<NonNullable<ChannelProblemSearchInput['sortField']>>('channel-problems');
  const [selected, setSelected] = useState<{ keys: Key[]; rows: ChannelProblemRecord[] }>({
    keys: [],
    rows: [],
  });
  const [editing, setEditing] = useState<{ item: ChannelProblemRecord | null } | null>(null);
  const [logOf, setLogOf] = useState<ChannelProblemRecord | null>(null);
  const [schemeOpen, setSchemeOpen] = useState(false);
  const [scheme, setScheme] = useState<number | null>(null);
  const [results, setResults] = useState<BatchResultRow[] | null>(null);
  const list = useChannelProblems({
    ...page,
    ...sort,
    keyword: filters.keyword || undefined,
    createdFrom: filters.range?.[0]?.startOf('day').toDate(),
    createdTo: filters.range?.[1]?.endOf('day').toDate(),
    processingStatuses: filters.processingStatuses?.length ? filters.processingStatuses : undefined,
    returnStatuses: filters.returnStatuses?.length ? filters.returnStatuses : undefined,
  });
  useSearchAgain(list, filters);
  const setSchemes = useSetChannelScheme();
  const log = useChannelProblemLog(logOf?.id ?? null);
  const nameOf = <T extends { value: number; zh: string; en: string }>(
    all: readonly T[],
    v: number | null,
  ) => (v === null ? '' : (all.find((x) => x.value === v)?.[lang] ?? String(v)));

  const guard = (max: number) => {
    const problem = selectionProblem(selected.rows.length, max);
    if (problem) void message.warning(errorText(problem.name, lang, problem.params));
    return problem === null;
  };

  const columns: DataColumn<ChannelProblemRecord>[] = [
    {
      // the tracking number under the package's: one column, wide enough for a 22-digit USPS number
      key: 'packageNo',
      width: 150,
      title: t('channelProblems.packageAndTracking'),
      render: (_v, r) => (
        <Flex vertical>
          <span className="bd-mono">{r.packageNo}</span>
          {r.trackingNo ? (
            <Text type="secondary" className="bd-mono">
              {r.trackingNo}
            </Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'reason',
      width: 120,
      title: t('channelProblems.reasonForReturn'),
      render: (_v, r) => nameOf(channelReturnReasons, r.reasonForReturn),
    },
    {
      key: 'centre',
      width: 110,
      title: t('channelProblems.recommendedProcessingCenter'),
      render: (_v, r) =>
        processingCentres.find((c) => c.code === r.recommendedProcessingCenter)?.[lang] ??
        r.recommendedProcessingCenter,
    },
    {
      key: 'foreign',
      hiddenByDefault: true,
      title: t('channelProblems.foreignReturnTrackingNumber'),
      render: (_v, r) => <span className="bd-mono">{r.foreignReturnTrackingNumber ?? ''}</span>,
    },
    {
      key: 'deadline',
      width: 140,
      title: t('channelProblems.processingDeadline'),
      sortField: 'processingDeadline',
      // the time on one line; a passed deadline is a short tag whose tooltip says the system scheme applies
      render: (_v, r) => (
        <Flex vertical align="start">
          <span style={{ whiteSpace: 'nowrap' }}>{formatTime(r.processingDeadline, 'YYYY-MM-DD HH:mm')}</span>
          {r.deadlinePassed ? (
            <Tooltip title={t('channelProblems.deadlinePassed')}>
              <Tag color="red" style={{ marginInlineEnd: 0 }}>
                {t('channelProblems.overdue')}
              </Tag>
            </Tooltip>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'returnStatus',
      width: 100,
      title: t('channelProblems.returnStatus'),
      sortField: 'returnStatus',
      render: (_v, r) => nameOf(channelReturnStatuses, r.returnStatus),
    },
    {
      key: 'plan',
      width: 100,
      title: t('channelProblems.effectiveScheme'),
      render: (_v, r) => nameOf(processingSchemes, r.effectiveScheme),
    },
    {
      key: 'processing',
      width: 100,
      title: t('channelProblems.processingStatus'),
      sortField: 'processingStatus',
      render: (_v, r) => nameOf(channelProcessingStatuses, r.processingStatus),
    },
    {
      key: 'note',
      width: 136,
      title: t('channelProblems.rejectionNote'),
      // one line: the whole note is in its title and in the edit dialog
      render: (_v, r) => (
        <span className="bd-clamp" title={r.rejectionNote ?? undefined} style={{ maxWidth: 120 }}>
          {r.rejectionNote ?? ''}
        </span>
      ),
    },
    {
      key: 'attachment',
      hiddenByDefault: true,
      title: t('channelProblems.attachment'),
      render: (_v, r) =>
        r.attachments.map((a) => (
          <Typography.Link key={a.id} href={a.url} target="_blank">
            {a.name}
          </Typography.Link>
        )),
    },
    {
      key: 'assigner',
      hiddenByDefault: true,
      title: t('channelProblems.assigner'),
      render: (_v, r) => localName({ name: r.assigner.name ?? '', enName: r.assigner.enName }, lang),
    },
    {
      key: 'createdAt',
      hiddenByDefault: true,
      title: t('channelProblems.createdAt'),
      sortField: 'createdAt',
      render: (_v, r) => formatTime(r.createdAt, 'YYYY-MM-DD HH:mm'),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Form
          layout="inline"
          onFinish={(v: Filters) => {
            const range = createdRange(
              {
                createdFrom: v.range?.[0]?.startOf('day').toDate(),
                createdTo: v.range?.[1]?.endOf('day').toDate(),
              },
              new Date(),
            );
            if ('problem' in range) {
              void message.warning(errorText(range.problem, lang));
              return;
            }
            setFilters({ ...v, keyword: v.keyword?.trim() });
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
        >
          <Form.Item name="keyword" label={t('returns.keyword')}>
            <Input allowClear placeholder={t('channelProblems.keywordHint')} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="range" label={t('channelProblems.createdAt')}>
            <DatePicker.RangePicker allowClear />
          </Form.Item>
          <Form.Item name="processingStatuses" label={t('channelProblems.processingStatus')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              options={channelProcessingStatuses.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Form.Item name="returnStatuses" label={t('channelProblems.returnStatus')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 160 }}
              options={channelReturnStatuses.map((s) => ({ value: s.value, label: s[lang] }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('common.search')}
          </Button>
        </Form>
      </Card>
      <Card size="small">
        <DataTable<ChannelProblemRecord>
          tableName="channel-problems"
          aria-label={t('channelProblems.list')}
          columns={columns}
          rowKey="id"
          {...listTableProps(list, { page, setPage, sort, setSort })}
          selection={{ keys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) }}
          toolbar={
            <>
              <Can code="channelProblem.manage">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ item: null })}>
                  {t('channelProblems.newItem')}
                </Button>
              </Can>
              <Can code="channelProblem.manage">
                <Button onClick={() => guard(1) && setEditing({ item: selected.rows[0]! })}>
                  {t('channelProblems.edit')}
                </Button>
              </Can>
              <Can code="channelProblem.manage">
                <Button
                  onClick={() => {
                    if (!guard(BATCH_MAX)) return;
                    setScheme(null);
                    setSchemeOpen(true);
                  }}
                >
                  {t('channelProblems.setScheme')}
                </Button>
              </Can>
              <Button onClick={() => guard(1) && setLogOf(selected.rows[0]!)}>
                {t('channelProblems.log')}
              </Button>
              <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
                {t('returns.refresh')}
              </Button>
            </>
          }
        />
      </Card>
      <ChannelProblemDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
      />
      <DraggableDialog
        open={schemeOpen}
        title={t('channelProblems.schemeTitle', { count: selected.rows.length })}
        onCancel={() => setSchemeOpen(false)}
        okButtonProps={{ disabled: scheme === null }}
        confirmLoading={setSchemes.isPending}
        onOk={() =>
          setSchemes.mutate(
            { ids: selected.rows.map((r) => r.id), scheme: scheme! },
            {
              onSuccess: (res) => {
                setSchemeOpen(false);
                const rows = selected.rows;
                setSelected({ keys: [], rows: [] });
                if (res.every((r) => r.is_success)) void message.success(t('common.operationSuccess'));
                else
                  setResults(
                    batchResultRows(
                      res,
                      (r) => rows.find((x) => x.id === r.id)?.packageNo,
                      t('common.operationSuccess'),
                    ),
                  );
              },
            },
          )
        }
      >
        <Select
          aria-label={t('channelProblems.treatmentPlan')}
          style={{ width: '100%' }}
          value={scheme}
          onChange={setScheme}
          options={processingSchemes.map((s) => ({ value: s.value, label: s[lang] }))}
        />
      </DraggableDialog>
      <DraggableDialog
        open={logOf !== null}
        title={t('channelProblems.logTitle', { packageNo: logOf?.packageNo ?? '' })}
        onCancel={() => setLogOf(null)}
        footer={null}
      >
        <Timeline
          items={(log.data ?? []).map((e) => ({
            key: e.id,
            children: (
              <Flex vertical>
                <Typography.Text>{e.detail}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatTime(e.at)} · {localName({ name: e.userName ?? '', enName: e.userEnName }, lang)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </DraggableDialog>
      <BatchResultDialog
        rows={results}
        title={t('returns.batchTitle')}
        summary={(ok, failed) => t('returns.batchSummary', { ok, failed })}
        onClose={() => setResults(null)}
      />
    </Flex>
  );
}
