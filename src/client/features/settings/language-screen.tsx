import { reloadOnChunkError } from '@client/app/chunk-load-error';
import { CheckIcon } from '@client/components/icons/icons';
import { PageFrame } from '@client/components/page-frame/page-frame';
import { useGoBack } from '@client/components/page-frame/use-go-back';
import { showToast } from '@client/components/toast/toast-store';
import { localeAtom } from '@client/i18n/locale-atom';
import { LOCALE_ENGLISH_NAMES, LOCALE_NAMES } from '@contract/locale-names';
import { LOCALES, type LocaleCode, PICKER_LOCALE_CODES } from '@contract/locales';
import { ROUTES } from '@contract/routes';
import { useLingui } from '@lingui/react/macro';
import { Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { changeLocale } from './change-locale';

/** The language picker (spec §9 list, with uk). */
export default function LanguageScreen() {
  const { t } = useLingui();
  const current = useAtomValue(localeAtom);
  const goBack = useGoBack(ROUTES.settings);
  const [isSwitching, setIsSwitching] = useState(false);

  // zh is a route locale but not in the picker (spec §9); someone reading in it still sees it ticked.
  const codes = PICKER_LOCALE_CODES.includes(current)
    ? PICKER_LOCALE_CODES
    : [current, ...PICKER_LOCALE_CODES];

  const choose = async (code: LocaleCode) => {
    if (code === current || isSwitching) return;
    setIsSwitching(true);
    try {
      await changeLocale(code);
    } catch (error) {
      if (!reloadOnChunkError(error)) showToast(t`Unknown error, please try again`);
    } finally {
      setIsSwitching(false);
    }
  };

  return (
    <PageFrame title={t`Language`} onBack={goBack}>
      <List>
        <Section>
          <div role="radiogroup" aria-label={t`Language`}>
            {codes.map((code) => {
              const record = LOCALES[code];
              return (
                <Cell
                  key={code}
                  Component="button"
                  role="radio"
                  aria-checked={code === current}
                  lang={record.iso}
                  dir={record.direction}
                  subtitle={LOCALE_ENGLISH_NAMES[code]}
                  after={code === current ? <CheckIcon /> : null}
                  onClick={() => void choose(code)}
                  className="cell-button"
                >
                  {LOCALE_NAMES[code]}
                </Cell>
              );
            })}
          </div>
        </Section>
      </List>
    </PageFrame>
  );
}
