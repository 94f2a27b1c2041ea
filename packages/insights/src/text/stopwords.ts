const STOPWORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being ' +
    'below between both but by can could did do does doing down during each few for from further had has ' +
    'have having he her here hers herself him himself his how i if in into is it its itself just let me more ' +
    'most my myself no nor not now of off on once only or other our ours ourselves out over own same she ' +
    'should so some such than that the their theirs them themselves then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself yourselves s t don ll ve re m d okay ok yes yeah well really think ' +
    'know get got going go thing things lot kind sort mean say said like just maybe actually'
  ).split(' '),
);

/** True for function words and filler that carry no topic. */
export function isStopword(lowerWord: string): boolean {
  return STOPWORDS.has(lowerWord);
}
