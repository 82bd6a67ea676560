import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { SAVED_FILTER_NAME_MAX, type SavedFilter, savedFilterSchema } from '@backdesk/domain';
import { Button, Flex, Form, Input, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../draggable-dialog';
import { useFeedback } from '../feedback';
import { zodRule } from '../forms/zod-rule';
import { usePreferences } from '../preferences/preferences-store';
import { useReplaceSavedFilters, useSavedFilters, withSaved } from './saved-filters-api';

/**
 * A list's saved filters: pick one to apply it, save the filters on screen under a name (the same name replaces
 * them), delete the one picked. Stored on the server per person and screen, so they follow the person.
 */
export function SavedFiltersPicker({
  screen,
  chosen,
  onChoose,
  current,
  onApply,
}: {
  /** The screen's route name. */
  screen: string;
  /** The saved filters applied last, while the filters on screen are still theirs. */
  chosen: string | null;
  onChoose: (name: string | null) => void;
  /** The filters on screen, as they are saved. */
  current: () => SavedFilter['values'];
  onApply: (values: SavedFilter['values']) => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const saved = useSavedFilters(screen);
  const replace = useReplaceSavedFilters(screen);
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const list = saved.data ?? [];

  const apply = (name: string | null) => {
    const found = list.find((f) => f.name === name);
    onChoose(found ? found.name : null);
    if (found) {
      onApply(found.values);
      void message.success(t('savedFilters.applied', { name: found.name }));
    }
  };

  const save = async () => {
    const { name } = await form.validateFields();
    const filter = { name: name.trim(), values: current() };
    try {
      await replace.mutateAsync(withSaved(list, filter));
    } catch {
      return; // the request layer said why
    }
    setNaming(false);
    onChoose(filter.name);
    void message.success(t('savedFilters.saved', { name: filter.name }));
  };

  const remove = () => {
    if (!chosen) return;
    void replace.mutateAsync(list.filter((f) => f.name !== chosen)).then(() => {
      onChoose(null);
      void message.success(t('savedFilters.removed', { name: chosen }));
    });
  };

  return (
    <Flex gap={8} align="center">
      <Select
        aria-label={t('savedFilters.label')}
        placeholder={t('savedFilters.placeholder')}
        style={{ width: 190 }}
        allowClear
        loading={saved.isLoading}
        value={chosen ?? undefined}
        onChange={(name?: string) => apply(name ?? null)}
        options={list.map((f) => ({ value: f.name, label: f.name }))}
      />
      {chosen ? (
        <Tooltip title={t('savedFilters.remove', { name: chosen })}>
          <Button
            aria-label={t('savedFilters.remove', { name: chosen })}
            icon={<DeleteOutlined />}
            loading={replace.isPending && !naming}
            onClick={remove}
          />
        </Tooltip>
      ) : null}
      <Button
        icon={<SaveOutlined />}
        onClick={() => {
          form.setFieldsValue({ name: chosen ?? '' });
          setNaming(true);
        }}
      >
        {t('savedFilters.save')}
      </Button>
      <DraggableDialog
        open={naming}
        title={t('savedFilters.saveTitle')}
        width={400}
        onCancel={() => setNaming(false)}
        onOk={() => void save()}
        okText={t('common.save')}
        okButtonProps={{ loading: replace.isPending }}
        forceRender
      >
        <Form form={form} name={`${screen}-saved-filter`} layout="vertical" onFinish={() => void save()}>
          <Form.Item
            name="name"
            label={t('savedFilters.name')}
            extra={t('savedFilters.nameHint')}
            required
            rules={[zodRule(savedFilterSchema.shape.name, lang)]}
          >
            <Input maxLength={SAVED_FILTER_NAME_MAX} showCount autoFocus />
          </Form.Item>
        </Form>
      </DraggableDialog>
    </Flex>
  );
}
