/** The position server's sentences (catalog "server"): its JSON errors, in the language a request asks for. */
import { defineCatalog, text } from '../i18n/index.js';

export const SERVER = defineCatalog('server', {
  unknownPuzzle: text<{ puzzle: string }>({ en: 'no puzzle is called {puzzle}', zh: '没有叫 {puzzle} 的谜题' }),
  badRequest: text<{ why: string }>({ en: 'bad request: {why}', zh: '请求有误：{why}' }),
  badQuery: text<{ field: string; why: string }>({ en: '{field}: {why}', zh: '{field}：{why}' }),
  notFound: text({ en: 'no such endpoint', zh: '没有这个接口' }),
  urlTooLong: text<{ most: number }>({ en: 'the URL is longer than {most} characters', zh: '网址超过了 {most} 个字符' }),
  bodyTooLarge: text({ en: 'the request body is too large', zh: '请求体太大' }),
  notInLibrary: text<{ why: string }>({ en: 'not in the library: {why}', zh: '不在题库里：{why}' }),
  noLibrary: text<{ puzzle: string }>({ en: 'the server has no library of {puzzle}', zh: '服务器没有 {puzzle} 的题库' }),
  limitHit: text<{ limit: 'states' | 'time' | 'memory'; states: number }>({
    en: 'the search for this position reached its limit on {limit, select, states {states} time {time} other {memory}} ({states} states) before an answer',
    zh: '为这个局面做的搜索在得到答案前达到了{limit, select, states {状态数} time {时间} other {内存}}上限（{states} 个状态）',
  }),
  busy: text({ en: 'the server is busy with other searches; try again soon', zh: '服务器正忙于其他搜索；请稍后再试' }),
  rateLimited: text<{ max: number }>({ en: 'too many requests: at most {max} a minute', zh: '请求太多：每分钟最多 {max} 个' }),
  library: text<{ why: string }>({ en: 'the library cannot answer: {why}', zh: '题库无法回答：{why}' }),
  internal: text({ en: 'internal error', zh: '内部错误' }),
});
