import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingQuiz } from '../../../src/client/features/landing/quiz/landing-quiz';
import { renderInApp } from '../helpers/render-app';

describe('the landing quiz', () => {
  it('counts the four questions a visitor answers, then offers the kinks as the last step', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderInApp(<LandingQuiz onDone={onDone} onCancel={() => {}} />);
    const answers = [
      ['Who would you like to meet?', 'A woman'],
      ['Which look do you prefer?', 'Anime'],
      ['Which hair colour do you like?', 'Red'],
      ['Which body type do you like?', 'Curvy'],
    ] as const;
    for (const [index, [question, choice]] of answers.entries()) {
      expect(await screen.findByRole('heading', { name: question })).toBeInTheDocument();
      expect(screen.getByText(`Question ${index + 1} of 4`)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: choice }));
    }
    expect(
      await screen.findByText('Last step: pick what you like, or go straight to your match'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Question \d+ of/)).toBeNull();
    await user.click(screen.getByRole('button', { name: /Teasing/ }));
    await user.click(screen.getByRole('button', { name: 'Show my match' }));
    expect(onDone).toHaveBeenCalledWith({
      gender: 'woman',
      style: 'anime',
      hair: 'red',
      body: 'curvy',
      kinks: ['teasing'],
    });
  });
});
