import { Card, type CardProps } from 'antd';

/** A titled card that is also a named region, so people and tests find it by its title. */
export function Section({ title, ...rest }: Omit<CardProps, 'title'> & { title: string }) {
  return <Card size="small" title={title} role="region" aria-label={title} {...rest} />;
}
