import { releaseFirstPaint } from '@client/app/first-paint';
import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect } from 'react';
import './status-page.css';

export interface StatusPageProps {
  /** Large code such as 404 or 500, when there is one. */
  code?: number;
  image?: string;
  title: string;
  description?: ReactNode;
  action?: { label: string; onClick(): void };
}

/** The shared look of the 404, error and maintenance pages. */
export function StatusPage({ code, image, title, description, action }: StatusPageProps) {
  useEffect(releaseFirstPaint, []);
  return (
    <main className="status-page">
      {image && <img className="status-page__image" src={image} alt="" width={180} height={180} />}
      {code !== undefined && <p className="status-page__code">{code}</p>}
      <h1 className="status-page__title">{title}</h1>
      {description && <p className="status-page__description">{description}</p>}
      {action && (
        <Button size="l" mode="filled" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </main>
  );
}
