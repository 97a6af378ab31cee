/** Self-written for the retrieval quality set (English). */
export const coffeeEn = `# Coffee: From Seed to Cup

## Origins

Coffee plants belong to the genus Coffea. Two species dominate the trade: Coffea arabica and Coffea canephora, which is usually sold under the name robusta. Arabica makes up the larger share of world production and is prized for its sweetness and aroma, while robusta is cheaper to grow and ends up in many instant coffees and espresso blends.

A popular legend credits an Ethiopian goat herder named Kaldi with the discovery of coffee: he noticed that his goats became restless and lively after eating the red berries of a certain shrub. The story is charming but cannot be verified. The earliest reliable evidence of coffee drinking comes from Sufi monasteries in Yemen in the fifteenth century, where monks drank it to stay awake during night-time prayers.

From Yemen the drink spread to Mecca, Cairo and Istanbul. Coffee houses became places to talk, play chess and hear the news, and some rulers tried to ban them as breeding grounds for dissent. By the seventeenth century coffee had reached Venice, London and Amsterdam.

## Cultivation

Arabica grows best in the tropics at altitudes between 1,000 and 2,000 metres, where cool nights slow the ripening of the fruit and concentrate its flavour. Robusta tolerates heat, humidity and lower altitudes, and it resists many diseases that devastate arabica, such as coffee leaf rust.

Robusta beans contain roughly twice as much caffeine as arabica beans. Caffeine is a natural pesticide, which partly explains why the robusta plant is hardier.

The fruit of the coffee plant is called a coffee cherry. Each cherry normally holds two seeds that sit with their flat sides facing each other. Occasionally a cherry develops only one small, rounded seed; this is called a peaberry, and some roasters sell peaberries separately.

## Processing

After harvest the seeds must be separated from the fruit. In the washed process the skin and pulp are removed mechanically, the beans are left to ferment briefly in water tanks, and then they are washed and dried. Washed coffees tend to taste clean and bright.

In the natural process the whole cherries are spread out and dried in the sun for several weeks before the dried fruit is hulled off. Natural coffees often taste fruity and heavy. The honey process sits between the two: the skin is removed but some of the sticky fruit layer is left on the bean while it dries.

## Roasting

Green coffee beans have little of the flavour we associate with coffee. Roasting develops it through the Maillard reaction and caramelisation of sugars. Partway through the roast the beans audibly pop; roasters call this the first crack, and it marks the start of a light roast.

Light roasts keep more of the bean's acidity and origin character, while dark roasts taste more bitter and smoky. Contrary to a common belief, the roast level changes the caffeine content of a bean only slightly.

## Brewing

Espresso is made by forcing hot water through finely ground, tightly packed coffee at about nine bars of pressure. A single shot usually takes between 25 and 30 seconds to pull. The golden foam on top is called crema.

For most brewing methods the water should be just off the boil, between 90 and 96 degrees Celsius. A French press uses a coarse grind and a steeping time of about four minutes before the plunger is pressed down. Cold brew is made by steeping grounds in cold water for 12 to 24 hours, which gives a smooth drink with low acidity.

## Decaffeination

Decaffeinated coffee is made from green beans before they are roasted. The Swiss Water Process removes caffeine using only water and activated charcoal filters, without chemical solvents. Another method uses supercritical carbon dioxide, which dissolves caffeine selectively under high pressure.
`;
