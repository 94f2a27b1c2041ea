/**
 * The background of every earnings call: words that any company's call, article or filing uses
 * whatever the business, so they say nothing about what one company is discussing. Topic
 * extraction weighs a company's phrases against this background.
 */

const words = (text: string) => new Set(text.trim().split(/\s+/));

/**
 * Words that never belong to a topic: units, periods, numbers, call and operator language,
 * pleasantries, vague nouns, common verbs, adjectives and adverbs of degree. A topic phrase is
 * cut at each of them, so "strong demand for data center" can only yield "data center".
 */
export const GENERIC_WORDS = words(`
  quarter quarters quarterly year years yearly annual annually month months monthly week weeks
  day days today tomorrow yesterday period periods fiscal calendar ytd ttm yoy qoq sequential
  sequentially h1 h2 q1 q2 q3 q4 fy first second third fourth fifth last next prior previous
  january february march april may june july august september october november december
  billion billions million millions thousand thousands hundred hundreds trillion percent
  percentage percentages basis point points bps dollar dollars cent cents usd eur euro euros
  one two three four five six seven eight nine ten eleven twelve twenty thirty fifty double
  half quarter-over-quarter year-over-year number numbers figure figures amount amounts
  thank thanks thankful appreciate appreciated congratulations congrats welcome hello hi morning
  afternoon evening everyone everybody anyone someone ladies gentlemen folks guys team teams
  question questions answer answers follow-up followup call calls conference line lines
  operator instructions queue listen-only presentation prepared remarks comment comments
  color detail details update updates slide slides webcast replay transcript release
  statement statements forward-looking safe harbor reconciliation reconciliations sec filing
  filings form website investor investors relations analyst analysts shareholder shareholders
  stockholder stockholders session floor discussion conclusion closing pleased happy proud
  excited glad great good nice fine terrific fantastic excellent wonderful sure right yes
  business businesses company companies thing things lot lots bit way ways kind sort type
  types part parts level levels area areas side sides place term terms time times point
  aspect aspects regard respect case cases example examples fact piece pieces range ranges
  sense view views perspective context approach basis end beginning start middle rest
  overall total totally various several many much few couple bunch plenty number
  strong stronger strongest solid healthy robust good better best bad worse worst weak
  weaker high higher highest low lower lowest big bigger biggest large larger largest small
  smaller smallest significant significantly important meaningful meaningfully modest
  modestly slight slightly nice nicely new newer old older early earlier late later recent
  recently current currently additional further continued continuing ongoing underlying
  adjusted reported comparable organic organically broad broadly largely mostly primarily
  roughly approximately about around nearly almost certain certainly clearly obviously
  particularly specifically generally really very quite pretty also still even just again
  already always never ever often usually typically relatively fairly overall positive
  negative key main core major similar different same other another whole entire full
  able unable likely unlikely possible potential potentially expected unexpected
  see saw seen seeing expect expects expected expecting think thinks thinking thought believe
  believes feel feeling hope hopefully maybe perhaps probably frankly try trying going doing
  getting saying happen happens happened happening helpful useful interesting
  continue continues continued drive drives driving driven deliver delivers delivered
  delivering grow grows grew grown growing increase increases increased increasing
  decrease decreases decreased decreasing improve improves improved improving remain
  remains remained remaining achieve achieved make makes made making take takes took
  taking give gives gave given giving look looks looked looking want wants wanted need
  needs needed come comes came coming put puts keep keeps kept help helps helped helping
  talk talks talked talking mention mentioned discuss discussed provide provides provided
  providing reflect reflects reflected reflecting include includes included including
  compared compare relative versus per across within around toward towards among
  able let lets gonna wanna yeah okay ok um uh hey well ago moving move moves report
  reports reporting announce announces announcement announcements said says told added
  noted cited operates operate sells sell offers offer serves serve manufactures develops
  designs owns builds supplies produces distributes franchises licenses leases aims
  intends plans seeks hopes remains becomes allows enables helps brings invest invests
  invested investing add adds adding focus focuses focusing conversation conversations
  item items real available chief executive officer officers president vice director
  directors chairman ceo cfo coo founder head manager managers date gaap non-gaap
  securities exchange act section pursuant registrant filed fictional sample demo
  illustrative hypothetical disclaimer post posts story stories article press clearcall
  material materially back ahead behind person persons hand hands medium single use uses
  using show shows showing showed flat long short joining join joined offset offsets
  record records action actions step steps improvement improvements rather track effect effects
`);

/**
 * The measures every call reports. They may stand inside a topic ("cloud revenue", "freight
 * costs"), but a phrase made of them alone ("gross margin", "free cash flow") is the background
 * of the genre, not a topic of the company.
 */
export const METRIC_WORDS = words(`
  revenue revenues sales income earnings profit profits profitability margin margins eps
  share shares per cash flow flows free operating operations operational gross net ebitda
  ebit expense expenses cost costs spending spend capex capital expenditure expenditures
  dividend dividends buyback buybacks repurchase repurchases debt leverage balance sheet
  tax taxes rate rates guidance outlook forecast target targets result results performance
  growth decline declines trend trends momentum execution plan plans strategy strategic
  priorities priority investment investments return returns value results financial
  financials market markets customer customers demand volume volumes price prices mix
  segment segments division divisions unit units portfolio quarter-end year-end base
  opportunity opportunities progress position environment conditions industry landscape
  contribution impact impacts headwind headwinds tailwind tailwinds pressure benefit
  benefits change changes dynamics factor factors driver drivers activity activities
  product products service services solution solutions offering offerings initiative
  initiatives program programs effort efforts work job people employees allocation
  discipline efficiency productivity consensus expectation expectations assumption
  assumptions visibility confidence scale basis working management leadership count
`);
