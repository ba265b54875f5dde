"""Text builder that records gold PHI spans while the note is written."""
import re

LABEL = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME",
    "AGE": "AGE", "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
}

BAD_EDGE = set(" \t\n\"'`,;:!?.)]}>") | set("([{<")


class P:
    """A PHI value with its fine type."""
    __slots__ = ("v", "t")

    def __init__(self, v, t):
        assert t in LABEL, t
        self.v = v
        self.t = t

    def __repr__(self):
        return f"P({self.v!r},{self.t})"


def _initial_end(v):
    """True for values ending in an initial: 'J.S.', 'Maria K.'."""
    return len(v) >= 2 and v[-2].isupper() and (len(v) == 2 or v[-3] in " .")


def _edge_ok(v):
    if not v or v != v.strip():
        return False
    a, b = v[0], v[-1]
    if a in BAD_EDGE and not (a == "(" and ")" in v):
        return False
    if b in BAD_EDGE:
        if b == ")" and "(" in v:
            return True
        if b == "." and _initial_end(v):
            return True
        return False
    return True


# plain-text spelling / drug-name localisation (never applied to PHI values)
_US_SUBS = [
    (r"\boedema\b", "edema"), (r"\bdyspnoea\b", "dyspnea"), (r"\banaemia\b", "anemia"),
    (r"\bhaemoglobin\b", "hemoglobin"), (r"\boesophag", "esophag"), (r"\bOesophag", "Esophag"),
    (r"\bhaemorrhage\b", "hemorrhage"), (r"\bcolour\b", "color"), (r"\bmobilis", "mobiliz"),
    (r"\bMobilis", "Mobiliz"), (r"\borganis", "organiz"), (r"\bbehaviour", "behavior"),
    (r"\bfaecal\b", "fecal"), (r"\bcatheteris", "catheteriz"), (r"\bcentre\b", "center"),
    (r"\bprogramme\b", "program"), (r"\bparacetamol\b", "acetaminophen"), (r"\bParacetamol\b", "Acetaminophen"),
    (r"\bsalbutamol\b", "albuterol"), (r"\bMovicol\b", "MiraLAX"), (r"\bglyceryl trinitrate\b", "nitroglycerin"),
    (r"\bOramorph\b", "morphine oral solution"), (r"\bco-codamol 30/500\b", "hydrocodone/acetaminophen 5/325"),
    (r"\bBD\b", "BID"), (r"\bTDS\b", "TID"), (r"\bQDS\b", "QID"), (r"\bOD\b", "daily"), (r"\bnocte\b", "at bedtime"),
    (r"\bmane\b", "in the morning"), (r"\bmum\b", "mom"), (r"\bMum\b", "Mom"), (r"\bfrusemide\b", "furosemide"),
    (r"\bhyoscine butylbromide\b", "glycopyrrolate"), (r"\blevomepromazine\b", "chlorpromazine"),
    (r"\bwheelchair-user\b", "wheelchair user"), (r"\bflat in\b", "apartment in"), (r"bloods \(U&E\)", "lab draw (BMP)"), (r"\bcommode\b", "bedside commode"),
    (r"\bhoist\b", "Hoyer lift"), (r"\bGP\b", "PCP"), (r"\bA&E\b", "the ED"),
    (r"\bjust-in-case\b", "comfort kit"), (r"\bJust-in-case\b", "Comfort kit"),
    (r"\bSyringe driver\b", "CADD pump"), (r"\bsyringe driver\b", "CADD pump"),
    (r"\bischaemic\b", "ischemic"), (r"\bhaemoptysis\b", "hemoptysis"), (r"\borthopnoea\b", "orthopnea"),
    (r"\bdiarrhoea\b", "diarrhea"), (r"\bColour-coded\b", "Color-coded"), (r"\bhypercalcaemia\b", "hypercalcemia"),
    (r"\bhypoglycaemia\b", "hypoglycemia"), (r"\bGeneralised\b", "Generalized"), (r"\bspecialised\b", "specialized"),
    (r"9\.4 mmol/L", "169 mg/dL"), (r"\bcapillary glucose\b", "fingerstick glucose"), (r"\bFortisip( Compact)?\b", "Ensure"),
    (r"\bAdcal-D3\b", "calcium carbonate/vitamin D3"), (r"\bco-careldopa 25/100\b", "carbidopa/levodopa 25/100"),
    (r"\balendronic acid\b", "alendronate"), (r"\bsolicitor visit\b", "attorney visit"), (r"\bSolicitor\b", "Attorney"), (r"\bbehaviours\b", "behaviors"), (r"\bneighbour\b", "neighbor"),
]
_CA_SUBS = [
    (r"\boedema\b", "edema"), (r"\bdyspnoea\b", "dyspnea"), (r"\banaemia\b", "anemia"),
    (r"\bhaemoglobin\b", "hemoglobin"), (r"\boesophag", "esophag"), (r"\bOesophag", "Esophag"),
    (r"\bparacetamol\b", "acetaminophen"), (r"\bParacetamol\b", "Acetaminophen"), (r"\bMovicol\b", "PEG 3350"),
    (r"\bOramorph\b", "morphine oral solution"), (r"\bco-codamol 30/500\b", "acetaminophen-codeine 300/30"),
    (r"\bBD\b", "BID"), (r"\bTDS\b", "TID"), (r"\bQDS\b", "QID"), (r"\bOD\b", "daily"), (r"\bnocte\b", "QHS"),
    (r"\bmum\b", "mom"), (r"\bMum\b", "Mom"), (r"\bhyoscine butylbromide\b", "glycopyrrolate"),
    (r"(?m)^GP\b", "Family physician"), (r"\bGP\b", "family physician"), (r"\bA&E\b", "the ED"),
    (r"\bflat in\b", "apartment in"), (r"bloods \(U&E\)", "bloodwork (lytes/creatinine)"), (r"\bjust-in-case\b", "symptom response kit"),
    (r"\bJust-in-case\b", "Symptom response kit"), (r"\bhoist\b", "mechanical lift"),
    (r"\bSyringe driver\b", "Subcutaneous pump"), (r"\bsyringe driver\b", "subcutaneous pump"),
    (r"\bischaemic\b", "ischemic"), (r"\bhaemoptysis\b", "hemoptysis"), (r"\borthopnoea\b", "orthopnea"),
    (r"\bdiarrhoea\b", "diarrhea"), (r"\bhypercalcaemia\b", "hypercalcemia"), (r"\bhypoglycaemia\b", "hypoglycemia"),
    (r"\bFortisip( Compact)?\b", "Ensure"), (r"\bco-careldopa 25/100\b", "levodopa/carbidopa 100/25"),
    ]
_AU_SUBS = [
    (r"\bOramorph\b", "Ordine"), (r"\bco-codamol 30/500\b", "Panadeine Forte"), (r"\bA&E\b", "ED"),
    (r"\bjust-in-case\b", "anticipatory"), (r"\bJust-in-case\b", "Anticipatory"),
]
_NZ_SUBS = [
    (r"\bOramorph\b", "RA-Morph"), (r"\bco-codamol 30/500\b", "paracetamol/codeine"), (r"\bA&E\b", "ED"),
    (r"\bjust-in-case\b", "anticipatory"), (r"\bJust-in-case\b", "Anticipatory"),
]
_IE_SUBS = [(r"\bA&E\b", "ED"), (r"\bco-codamol 30/500\b", "Solpadol")]
SUBS = {
    "US": [(re.compile(a), b) for a, b in _US_SUBS],
    "CA": [(re.compile(a), b) for a, b in _CA_SUBS],
    "AU": [(re.compile(a), b) for a, b in _AU_SUBS],
    "NZ": [(re.compile(a), b) for a, b in _NZ_SUBS],
    "IE": [(re.compile(a), b) for a, b in _IE_SUBS],
    "UK": [],
}

PH = re.compile(r"\{(\w+)\}")


class Doc:
    def __init__(self, ctx):
        self.c = ctx
        self.parts = []
        self.spans = []
        self.pos = 0
        self.subs = SUBS[ctx.loc]

    def _text(self, s):
        if not s:
            return
        for rx, rep in self.subs:
            s = rx.sub(rep, s)
        self.parts.append(s)
        self.pos += len(s)

    def _phi(self, p):
        v = p.v
        if not _edge_ok(v):
            raise ValueError(f"bad span value {v!r} ({p.t})")
        self.spans.append({"start": self.pos, "end": self.pos + len(v), "label": LABEL[p.t],
                           "type": p.t, "text": v})
        self.parts.append(v)
        self.pos += len(v)

    def add(self, *xs):
        for x in xs:
            if x is None:
                continue
            if isinstance(x, P):
                self._phi(x)
            elif isinstance(x, (list, tuple)):
                self.add(*x)
            elif callable(x):
                self.add(x())
            else:
                self._text(str(x))

    def w(self, tmpl, **kw):
        pos = 0
        for m in PH.finditer(tmpl):
            self._text(tmpl[pos:m.start()])
            key = m.group(1)
            if key in kw:
                val = kw[key]
            else:
                val = self.c[key]
            self.add(val)
            pos = m.end()
        self._text(tmpl[pos:])

    def text(self):
        return "".join(self.parts)
