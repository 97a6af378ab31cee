/** Quality-set questions over the English documents (see questions.ts). */
import type { QualityQuestionInput } from "./question-input";

export const ENGLISH_QUESTIONS: readonly QualityQuestionInput[] = [
  // Coffee (English)
  {
    id: "coffee-1",
    language: "en",
    documentId: "coffee-en",
    question: "Which coffee species is sold as robusta?",
    passage: "Coffea canephora, which is usually sold under the name robusta",
  },
  {
    id: "coffee-2",
    language: "en",
    documentId: "coffee-en",
    question: "Who was Kaldi in the legend about coffee?",
    passage: "an Ethiopian goat herder named Kaldi",
  },
  {
    id: "coffee-3",
    language: "en",
    documentId: "coffee-en",
    question: "Where is the earliest reliable evidence of people drinking coffee?",
    passage: "Sufi monasteries in Yemen in the fifteenth century",
  },
  {
    id: "coffee-4",
    language: "en",
    documentId: "coffee-en",
    question: "How much more caffeine does robusta have than arabica?",
    passage: "Robusta beans contain roughly twice as much caffeine as arabica beans.",
  },
  { id: "coffee-5", language: "en", documentId: "coffee-en", question: "What is a peaberry?", passage: "this is called a peaberry" },
  {
    id: "coffee-6",
    language: "en",
    documentId: "coffee-en",
    question: "How much pressure is used to make espresso?",
    passage: "at about nine bars of pressure",
  },
  {
    id: "coffee-7",
    language: "en",
    documentId: "coffee-en",
    question: "How long should cold brew steep?",
    passage: "steeping grounds in cold water for 12 to 24 hours",
  },
  {
    id: "coffee-8",
    language: "en",
    documentId: "coffee-en",
    question: "How does the Swiss Water Process decaffeinate beans without solvents?",
    passage: "using only water and activated charcoal filters",
  },
  // Lighthouses (English)
  {
    id: "light-1",
    language: "en",
    documentId: "lighthouses-en",
    question: "Which is the oldest lighthouse still operating?",
    passage: "is the oldest lighthouse in the world that is still in use",
  },
  {
    id: "light-2",
    language: "en",
    documentId: "lighthouses-en",
    question: "Who designed the lens made of concentric prism rings, and when?",
    passage: "In 1822 the French physicist Augustin-Jean Fresnel designed a lens",
  },
  {
    id: "light-3",
    language: "en",
    documentId: "lighthouses-en",
    question: "Where was the first Fresnel lens installed?",
    passage: "installed in the Cordouan lighthouse at the mouth of the Gironde in 1823",
  },
  {
    id: "light-4",
    language: "en",
    documentId: "lighthouses-en",
    question: "What is the difference between an occulting light and a flashing light?",
    passage: "an occulting light is lit for longer than it is dark",
  },
  {
    id: "light-5",
    language: "en",
    documentId: "lighthouses-en",
    question: "What does Fl(2) 10s mean on a chart?",
    passage: "Fl(2) 10s means two flashes repeated every ten seconds",
  },
  {
    id: "light-6",
    language: "en",
    documentId: "lighthouses-en",
    question: "Why are lighthouses built tall? What limits the geographic range?",
    passage: "The geographic range is limited by the curvature of the Earth",
  },
  {
    id: "light-7",
    language: "en",
    documentId: "lighthouses-en",
    question: "When did Trinity House remove its last lighthouse keepers?",
    passage: "withdrew its last keepers in 1998, when North Foreland lighthouse in Kent was automated",
  },
  // Harder: little word overlap with the passage (where the semantic channel should help).
  {
    id: "light-8",
    language: "en",
    documentId: "lighthouses-en",
    question: "What nickname did American lighthouse keepers have?",
    passage: "In the United States keepers were nicknamed wickies.",
  },
  {
    id: "coffee-9",
    language: "en",
    documentId: "coffee-en",
    question: "Is dark roast weaker in caffeine?",
    passage: "the roast level changes the caffeine content of a bean only slightly",
  },
];
