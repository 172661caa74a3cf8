import { useState, type ReactNode } from 'react';
import { useForm } from './FormContext';
import styles from './Form.module.css';

/** One tab of a form: its label, the fields it holds (to mark it when one is wrong), its content. */
export interface FormTab {
  id: string;
  label: string;
  fields: readonly string[];
  content: ReactNode;
}

/**
 * A long form in tabs: one form and one Save; every tab stays mounted (hidden when not shown),
 * and a tab holding a field in error is marked, so a failed Save says where to look.
 */
export function FormTabs({ tabs, label }: { tabs: readonly FormTab[]; label: string }) {
  const form = useForm();
  const [current, setCurrent] = useState(tabs[0]!.id);
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const wrong = tab.fields.some((field) => form.errors[field]);
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={tab.id === current}
              aria-controls={`tabpanel-${tab.id}`}
              className={styles.tab}
              data-invalid={wrong || undefined}
              onClick={() => setCurrent(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`tabpanel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== current}
          className={styles.tabPanel}
        >
          {tab.content}
        </div>
      ))}
    </>
  );
}
