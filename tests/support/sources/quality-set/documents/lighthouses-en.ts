/** Self-written for the retrieval quality set (English). */
export const lighthousesEn = `# How Lighthouses Work

## A brief history

For as long as people have sailed at night they have lit fires on headlands to mark dangerous coasts. The most famous early lighthouse was the Pharos of Alexandria, built in the third century BC on a small island off the Egyptian coast. It was counted among the Seven Wonders of the Ancient World and is thought to have stood well over 100 metres tall before earthquakes brought it down.

The Tower of Hercules in A Coruña, in the north-west of Spain, was built by the Romans nearly two thousand years ago and is the oldest lighthouse in the world that is still in use.

Early lights burned wood, coal or candles. Later keepers used oil lamps with hollow wicks, and by the end of the nineteenth century many lights burned paraffin vapour in incandescent mantles. Electricity arrived in the twentieth century.

## The Fresnel lens

A bare flame throws light in every direction, most of it wasted into the sky or the ground. In 1822 the French physicist Augustin-Jean Fresnel designed a lens built from concentric rings of glass prisms. The rings bend the light into a narrow horizontal beam, and because the lens is made of thin segments rather than one thick piece of glass it is far lighter than a solid lens of the same power.

The first Fresnel lens was installed in the Cordouan lighthouse at the mouth of the Gironde in 1823. Fresnel lenses are graded by size into orders: a first-order lens, the largest, was used for major sea coasts, while the small sixth-order lenses served harbours and rivers.

## Light characteristics

Sailors must know not only that a light is there but which light it is. Every lighthouse therefore shows its own pattern of light and darkness, called its characteristic. A flashing light is dark for longer than it is lit; an occulting light is lit for longer than it is dark; an isophase light has equal periods of light and darkness.

Characteristics are printed on nautical charts in a compact code. For example, Fl(2) 10s means two flashes repeated every ten seconds. During the day, lighthouses are told apart by their daymarks: the colours and stripes painted on the tower.

## How far a light can be seen

The distance at which a light can be seen depends on two things. The geographic range is limited by the curvature of the Earth, so it grows with the height of the light and the height of the observer's eye. The luminous range depends on the intensity of the light and on how clear the air is. This is why lighthouses are built tall and placed on cliffs.

## Keepers and automation

For centuries lighthouses needed keepers who lived at the station, trimmed wicks, wound the clockwork that turned the lens, and kept the glass free of soot. In the United States keepers were nicknamed wickies.

Automation replaced them during the twentieth century. Trinity House, which runs the lighthouses of England and Wales, withdrew its last keepers in 1998, when North Foreland lighthouse in Kent was automated.

## Fog signals

Light is of little use in thick fog, so many stations also had fog signals. Bells came first; later, steam whistles and compressed-air sirens were used, and the diaphone produced the deep two-tone groan that most people think of as a foghorn.
`;
