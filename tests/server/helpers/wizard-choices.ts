/** A complete set of the wizard's choices for a template character, as the create call takes. */
export const WIZARD_CHOICES = {
  mode: 'template',
  style: 'anime',
  age: 24,
  race: 'asian',
  eyeColor: 'green',
  hairstyle: 'long straight',
  hairColor: 'black',
  body: 'slim',
  breast: 'medium',
  hips: 'wide',
  clothing: 'summer dress',
  kinks: ['teasing'],
  occupation: 'photographer',
  personality: 'playful and warm',
  relationship: 'girlfriend',
  name: 'Hana',
} as const;
