"""Occasional natural typos in the plain (non-PHI) text of quickly typed notes.

A Typist is attached to a Note as its hook; it only ever sees plain pieces, before they are
appended, so PHI values and offsets are never touched.
"""
import re

TYPOS = {
    "the": "teh", "received": "recieved", "pressure": "presure", "pressures": "pressues",
    "glaucoma": "glaucomma", "occasionally": "occasionaly", "appointment": "appointmnet",
    "separate": "seperate", "discussed": "dicussed", "advised": "adviced", "tomorrow": "tommorow",
    "with": "wiht", "right": "rigth", "because": "becuase", "bottle": "bottel", "drops": "drosp",
    "review": "reveiw", "patient": "pateint", "haloes": "halos", "vomiting": "vomitting",
    "and": "adn", "comfortable": "comfortible", "technique": "techique", "reports": "reprots",
    "anterior": "anterier", "started": "startd", "before": "befor", "would": "woudl",
}
WORD = re.compile(r"[A-Za-z]+")


class Typist:
    def __init__(self, rng, rate):
        self.rng, self.rate = rng, rate

    def __call__(self, s):
        def sub(m):
            w = m.group(0)
            t = TYPOS.get(w.lower())
            if t is None or self.rng.random() >= self.rate:
                return w
            if w.isupper():
                return t.upper()
            if w[0].isupper():
                return t[0].upper() + t[1:]
            return t
        return WORD.sub(sub, s)
