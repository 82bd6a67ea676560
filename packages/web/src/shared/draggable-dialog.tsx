import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps, Tooltip } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DraggableDialogProps = ModalProps & {
  /** Shows a button that toggles full screen. */
  fullScreenToggle?: boolean;
};

/** antd Modal that moves by dragging its title, with an optional full-screen toggle (spec 1 §2.5). */
export function DraggableDialog({
  title,
  fullScreenToggle,
  open,
  width,
  style,
  styles,
  ...rest
}: DraggableDialogProps) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [fullScreen, setFullScreen] = useState(false);
  const drag = useRef<{ startX: number; startY: number; x: number; y: number } | null>(null);

  useEffect(() => {
    if (open) {
      setOffset({ x: 0, y: 0 });
      setFullScreen(false);
    }
  }, [open]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (fullScreen || event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, startY: event.clientY, x: offset.x, y: offset.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    // keep the title reachable: never further than the window's edges
    const maxX = window.innerWidth / 2;
    const maxY = window.innerHeight - 80;
    setOffset({
      x: Math.max(-maxX, Math.min(maxX, start.x + event.clientX - start.startX)),
      y: Math.max(-80, Math.min(maxY, start.y + event.clientY - start.startY)),
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const toggleLabel = fullScreen ? t('dialog.exitFullScreen') : t('dialog.fullScreen');

  return (
    <Modal
      {...rest}
      open={open}
      width={fullScreen ? '100vw' : width}
      style={fullScreen ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : style}
      styles={fullScreen ? { ...styles, body: { height: 'calc(100vh - 140px)', overflow: 'auto' } } : styles}
      title={
        <div
          className="bd-dialog-handle"
          data-drag-handle=""
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            cursor: fullScreen ? 'default' : 'move',
            userSelect: 'none',
            touchAction: 'none',
            marginRight: 32,
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <span style={{ flex: 1, minWidth: 0 }}>{title}</span>
          {fullScreenToggle ? (
            <Tooltip title={toggleLabel}>
              <Button
                type="text"
                size="small"
                aria-label={toggleLabel}
                icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                onClick={() => setFullScreen((v) => !v)}
              />
            </Tooltip>
          ) : null}
        </div>
      }
      modalRender={(node) => (
        <div style={fullScreen ? undefined : { transform: `translate(${offset.x}px, ${offset.y}px)` }}>
          {node}
        </div>
      )}
    />
  );
}
