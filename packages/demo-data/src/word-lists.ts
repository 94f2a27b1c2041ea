/** Splits a separated list into entries, folding line breaks inside an entry into spaces. */
function list(text: string, separator = ','): readonly string[] {
  return text
    .split(separator)
    .map((entry) => entry.replace(/\s+/g, ' ').trim())
    .filter((entry) => entry.length > 0);
}

/**
 * First words of company names. Most are coined or uncommon so that the generated names do not
 * belong to real companies.
 */
export const NAME_PREFIXES = list(`
  Northwind, Halcyon, Larkspur, Quillmark, Bramblewood, Ashgrove, Cobaltine, Ironbark, Saltmarsh,
  Wrenfield, Bluestem, Copperleaf, Driftwood, Emberline, Foxhollow, Glenmoor, Harrowgate, Kestrel,
  Lindenhall, Marrowind, Nettlestone, Oakhaven, Pellucid, Quarrystone, Redwater, Silverbirch,
  Thistledown, Umberlake, Vantorra, Westmarch, Yarrowby, Zephyrine, Altamira, Belcrest, Cindervale,
  Dunmore, Elderbrook, Fernhill, Galewood, Hollisford, Ivorybridge, Juniperline, Kingsmere,
  Lowellyn, Mistral, Norvale, Orchard Lane, Palisade Row, Quenby, Rookwood, Stellara, Tamberlin,
  Upland Reach, Valewood, Whitlock, Axmoor, Brightwater, Caskwell, Dovecote, Eastmere, Falconridge,
  Granitefall, Heathervale, Inglenook, Jasperton, Keelwater, Lanternfield, Meadowmark, Newbury
  Fenn, Otterburn, Pinecrest Hollow, Quaymoor, Ravensholt, Sablecrest, Tidewell, Underhill,
  Verdigris, Willowmere, Amberlyn, Briarcliff Reach, Corvane, Dalesend, Everhold, Frostline,
  Goldmere, Highwick, Isenbrook, Jadeport, Kettleby, Loxley Moor, Marchbank, Nightjar, Oriel,
  Pemberly, Quintessa, Rosslyn Bay, Starlow, Tarrow, Ulverston, Vireo, Wolcott, Yellowpine,
  Azurite, Bellhaven, Calloway Ridge, Draycott, Esker, Fallowfield, Greyhaven, Halloran, Indigo Fern,
  Juno Crest, Kilbride, Larchmont, Moorgate, Norcastle, Oldbridge, Primrose Hill, Quillon, Riverbend,
  Solano Crest, Trevanion, Umbria, Valorum, Wexford, Ardent Pine, Brisbourne, Carrowmore, Deerfield
  Crossing, Eventide, Fairhollow, Greenhithe, Hawksmoor, Iridian, Juneau Point, Kinloch, Lodestar
  Ridge, Marisol, Norgate Fell, Ostrava, Penhallow, Quayside, Rainford, Sorrel, Tamsin, Uxbridge Hall,
  Veridian Bay, Windrose, Xanthe, Yewbank, Zellwood, Cygnet, Halberd, Pinfold, Meridia,
  Caldera, Bristlecone, Solstice Ridge, Tern Harbor, Orrin, Calder, Everglen, Thornbury, Wildacre
`);

/** Endings that turn a name into a corporate name ("Holdings", "Group"). */
export const NAME_SUFFIXES = list(
  'Group, Holdings, Corporation, Inc., Partners, Company, International',
);

export const FIRST_NAMES = list(`
  Avery, Jordan, Priya, Marcus, Elena, Tomas, Aisha, Daniel, Mei, Rafael, Hannah, Kwame, Sofia,
  Ethan, Nadia, Lucas, Ingrid, Omar, Grace, Mateo, Chloe, Arjun, Leah, Samuel, Yuki, Gabriel, Zara,
  Noah, Fatima, Oliver, Camila, Victor, Amara, Henry, Lena, Diego, Ruth, Kenji, Naomi, Isaac, Lucia,
  Andre, Maya, Felix, Rosa, Caleb, Anika, Julian, Teresa, Malik, Helena, Ravi, Claire, Sebastian,
  Imani, Peter, Carmen, Hugo, Esther, Tariq, Vivian, Leon, Mariana, Graham, Asha, Simon, Beatriz,
  Desmond, Nora, Javier, Wendy, Rohan, Alice, Emeka, Greta, Paolo, Diana, Hassan, Eleanor, Kofi,
  Margaret, Ivan, Lillian, Chen, Theresa, Adrian, Bianca, Curtis, Dalia, Everett, Farah, Gideon,
  Hollis, Ines, Jasper, Keiko, Lorenzo, Miriam, Nikhil, Odette, Preston, Quinn, Renata, Silas
`);

export const LAST_NAMES = list(`
  Hartley, Okafor, Lindqvist, Moreno, Tanaka, Brennan, Haddad, Castillo, Whitaker, Nakamura, Osei,
  Delacroix, Kowalski, Patel, Ferreira, Abernathy, Nguyen, Sorensen, Mbeki, Rinaldi, Caldwell,
  Iyer, Lachance, Varga, Holloway, Achebe, Kimura, Petrov, Valdez, Ashworth, Bergstrom, Chandra,
  Dufresne, Eriksen, Fontaine, Gallagher, Hoffmann, Ibarra, Jansen, Kaur, Lombardi, Mendoza,
  Novak, Okonkwo, Pereira, Quintero, Ramirez, Sato, Thornton, Ueda, Vance, Wainwright, Xu, Yilmaz,
  Zielinski, Albright, Baptiste, Coleman, Dasgupta, Ellison, Fischer, Gupta, Halvorsen, Ionescu,
  Jaramillo, Keller, Laurent, Mensah, Nilsson, Ortega, Prescott, Reyes, Schultz, Tremblay,
  Underwood, Vasquez, Whitfield, Yamamoto, Zhang, Adeyemi, Bishop, Carrington, Donnelly, Esposito,
  Fairbanks, Grant, Hayashi, Ingram, Jovanovic, Kapoor, Lindgren, Mahler, Nakashima, Oduya, Pollard,
  Quigley, Rosenthal, Stavros, Takahashi, Ulrich, Vermeulen, Wexler, Yeung, Zamora, Marchetti
`);

/** Fictional research firms whose analysts ask the questions on earnings calls. */
export const ANALYST_FIRMS = list(`
  Harborview Securities, Larkspur Capital Markets, Granite Row Partners, Bellwether Street Research,
  Tidewater Equity Research, Copperline Securities, Halsted & Crane, Northbridge Capital, Marlowe
  Investment Research, Redfern Brothers, Ashcombe Partners, Fairmount Equities, Kingsford Research,
  Pembroke Street Capital, Sterling Oak Securities, Whitestone & Vail, Cardinal Point Research,
  Overbrook Markets, Lakemont Securities, Ridgeline Equity Partners, Blackthorn Research, Hollis &
  Merritt, Eastcastle Capital, Summerhill Securities, Quarry Lane Partners, Westbourne Research,
  Cresthaven Capital Markets, Dorrance Analytics, Ambrose & Tate, Longmeadow Securities
`);

/** Fictional news outlets for news stories. */
export const NEWS_OUTLETS = list(`
  The Meridian Ledger, Harbor Street Journal, Commerce Wire Daily, Ironbridge Business Review,
  The Quarterly Observer, Market Lantern, Capital Dispatch, The Industry Chronicle, Ledgerline News,
  Main Street Markets, The Trade Compass, Northfield Business Times, Boardroom Bulletin,
  Sector Watch Daily
`);

/** Cities used for headquarters and job locations. */
export const CITIES = list(
  `
  Denver, CO; Austin, TX; Columbus, OH; Charlotte, NC; Minneapolis, MN; Salt Lake City, UT;
  Raleigh, NC; Kansas City, MO; Pittsburgh, PA; Nashville, TN; Phoenix, AZ; Portland, OR;
  Boston, MA; Chicago, IL; Atlanta, GA; Seattle, WA; Houston, TX; Indianapolis, IN; Milwaukee, WI;
  Tampa, FL; Richmond, VA; Omaha, NE; Boise, ID; Cincinnati, OH; San Diego, CA; Toronto, ON;
  Dublin, Ireland; Amsterdam, Netherlands; Singapore
`,
  ';',
);
