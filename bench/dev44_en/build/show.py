"""debug helper: print notes with inline span marks. usage: show.py GENRE N"""
import json, sys
recs = [json.loads(l) for l in open(__file__.rsplit('/', 2)[0] + '/notes.jsonl')]
g = sys.argv[1]; n = int(sys.argv[2]); skip = int(sys.argv[3]) if len(sys.argv) > 3 else 0
k = 0
for r in recs:
    if g != 'all' and r['meta']['genre'] != g: continue
    k += 1
    if k <= skip: continue
    if k > skip + n: break
    t = r['text']; out = []; p = 0
    for s in r['spans']:
        out.append(t[p:s['start']]); out.append('[' + t[s['start']:s['end']] + '|' + s['type'] + ']'); p = s['end']
    out.append(t[p:])
    print('=====', r['id'], r['meta']['genre'], len(t), len(r['spans']))
    print(''.join(out))
