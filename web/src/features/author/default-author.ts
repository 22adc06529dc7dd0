import type { AuthorInfo } from '@/types/api';

export type AuthorProfileData = Pick<AuthorInfo, 'name' | 'title' | 'photoUrl' | 'bio' | 'quote' | 'creativeProcess'>;

// Shown when no author profile is stored or it cannot be loaded (spec §2
// "Author page", §8 "Author": "... then defaults are shown").
export const defaultAuthor: AuthorProfileData = {
  name: 'Our Author',
  title: "Children's Author & Educator",
  photoUrl: '',
  bio: [
    'Our author has spent many years with young children, in classrooms, libraries and at home, and noticed how a good story can open a conversation that nothing else can.',
    'Every book turns a big idea, kindness, courage, gratitude or curiosity, into a small adventure that families and teachers can talk about together.',
    'When not writing, our author visits schools to share stories, drawing games and a few silly songs, and answers every letter from young readers.',
  ],
  quote: 'A story read together is a small bridge between two hearts.',
  creativeProcess: [
    'Each book begins with a question a child has asked: Why is my friend sad? What makes a rainbow? How can I be brave? Those questions become characters, and the characters go looking for answers.',
    'Drafts are read aloud to real children long before they are finished. Their giggles, frowns and interruptions shape every page, and the learning activities grow out of the questions they ask.',
  ],
};
