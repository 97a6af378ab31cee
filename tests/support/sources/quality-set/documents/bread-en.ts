/**
 * Self-written for the retrieval quality set (English): most sections repeat the same common words
 * (bread, dough, flour, water, rise), and the rare terms (autolyse, banneton, poolish, lame) each
 * live in one passage, so a question naming a rare term among common ones tests the ranking.
 */
export const breadEn = `# Baking Bread at Home

## Flour and water

Bread starts with flour and water. Bread flour has more protein than plain flour, and more protein means more gluten, so the dough made from bread flour holds more gas and the bread rises higher. Most bread doughs use about sixty-five to seventy-five grams of water for every hundred grams of flour; a wetter dough gives a more open crumb but is harder to shape.

Whole wheat flour absorbs more water than white flour, so a whole wheat dough needs a little more water for the same feel. The water should be warm in winter and cool in summer, so that the dough finishes mixing at about twenty-four degrees.

## Mixing and kneading

Mix the flour and water until no dry flour is left, then knead the dough. Kneading stretches the gluten into long strands, and the dough turns from shaggy and sticky to smooth and elastic. A well-kneaded dough passes the windowpane test: a small piece can be stretched so thin that light shows through it without tearing.

Salt tightens the gluten and slows the yeast, so it is usually added after the flour and water have been mixed. Two grams of salt for every hundred grams of flour is a common amount.

## The autolyse

An autolyse is a rest of twenty to sixty minutes between mixing and kneading, before salt and yeast go in. During the rest, enzymes start to break down starch and the gluten begins to form on its own, so the later kneading is shorter. The method was described by the French baking professor Raymond Calvel in 1974.

## Yeast and rising

Yeast eats the sugars in the dough and gives off carbon dioxide, which the gluten traps, so the dough rises. Instant yeast can be mixed straight into the flour; active dry yeast is usually dissolved in warm water first. The first rise, called bulk fermentation, usually takes one to three hours at room temperature, until the dough has roughly doubled.

A poolish is a very wet preferment made the day before from equal weights of flour and water with a pinch of yeast. Bakers mix it into the final dough for a more complex flavour and a crust that stays crisp longer.

## Shaping and proofing

After the first rise the dough is divided, pre-shaped into loose rounds, rested, and shaped into loaves. The shaped dough rises a second time, which bakers call proofing. Round loaves often proof in a banneton, a basket of cane or wood pulp dusted with flour, which holds the shape of the dough and leaves spiral rings of flour on the crust.

To check the proof, press the dough gently with a floured finger: if the dent springs back slowly and only part of the way, the dough is ready for the oven.

## Scoring and baking

Just before baking, the loaf is cut with a lame, a thin razor blade on a handle, so that it opens along the cut instead of bursting at the sides. Bake bread in a hot oven, around 230 to 250 degrees, with steam for the first fifteen minutes: the steam keeps the crust soft so the bread can rise, then the crust browns once the steam is gone.

A loaf is baked through when its inside reaches about ninety-six degrees, or when it sounds hollow when tapped on the bottom. Let the bread cool for at least an hour before slicing, because the crumb is still setting.
`;
