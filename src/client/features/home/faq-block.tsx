import { useLingui } from '@lingui/react/macro';

/** The Home FAQ: short answers to what newcomers ask first. */
export function FaqBlock() {
  const { t } = useLingui();
  const items = [
    {
      question: t`Who are the characters?`,
      answer: t`Every character is a fictional adult played by an AI. Nothing they say comes from a real person.`,
    },
    {
      question: t`What does a message cost?`,
      answer: t`A message costs 1 energy. Energy refills every hour; when it runs out, a message costs 5 coins.`,
    },
    {
      question: t`What does VIP add?`,
      answer: t`VIP unlocks member-only characters, hidden stories and photos, the advanced model, a longer memory and more energy.`,
    },
    {
      question: t`Are my chats private?`,
      answer: t`Your conversations are visible only to you. You can export or delete your data in Settings.`,
    },
  ];
  return (
    <section className="home-faq" aria-labelledby="home-faq-title">
      <h2 id="home-faq-title" className="home-faq__title">{t`FAQ`}</h2>
      {items.map((item) => (
        <details key={item.question} className="home-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
