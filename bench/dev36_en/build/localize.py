"""Spelling and drug-name conventions by locale, applied to non-PHI text only."""
import re

from phi import A, C

_MED_US = [  # British -> American medical spelling (US and CA)
    (r"\bhaem", "hem"), (r"\bHaem", "Hem"), (r"haem", "hem"), (r"(?<=[a-z])aem", "em"), (r"\boedema", "edema"),
    (r"\bOedema", "Edema"), (r"oesoph", "esoph"), (r"Oesoph", "Esoph"), (r"(?<=[a-z])noea", "nea"),
    (r"rrhoea", "rrhea"), (r"gynaec", "gynec"), (r"Gynaec", "Gynec"), (r"\bpaed", "ped"), (r"\baetiol", "etiol"),
    (r"caec", "cec"), (r"Caec", "Cec"), (r"faec", "fec"), (r"\boestrogen", "estrogen"), (r"\bcoeliac", "celiac"),
    (r"\bCoeliac", "Celiac"), (r"\bOGD\b", "EGD"),
]
_GEN_US = [  # general spelling (US only)
    (r"tumour", "tumor"), (r"colour", "color"), (r"behaviour", "behavior"), (r"programme", "program"),
    (r"\blitres?\b", lambda m: m.group(0).replace("litre", "liter")), (r"\bcentre", "center"), (r"\bCentre", "Center"),
    (r"isation", "ization"), (r"\b(optim|organ|recogn|minim|mobil|priorit|stabil|general|normal)is(e|ed|es|ing)\b", r"\1iz\2"),
    (r"travelled", "traveled"), (r"counselling", "counseling"), (r"judgemental", "judgmental"), (r"\bgrey", "gray"),
]
_DRUG_US = [(r"\bparacetamol\b", "acetaminophen"), (r"\bParacetamol\b", "Acetaminophen"), (r"\bsalbutamol\b", "albuterol"),
            (r"\badrenaline\b", "epinephrine"), (r"\bco-careldopa\b", "carbidopa/levodopa"), (r"\bCo-careldopa\b", "Carbidopa/levodopa"),
            (r"\bchlorphenamine\b", "chlorpheniramine"), (r"\balendronic acid\b", "alendronate"), (r"\bco-trimoxazole\b", "TMP-SMX"),
            (r"\bCo-trimoxazole\b", "TMP-SMX"), (r"\bAdcal-D3 BD\b", "calcium carbonate/vitamin D3 BID"), (r"\bFostair 200/6\b", "budesonide/formoterol 160/4.5"),
            (r"\bRifinah/Voractiv combination\b", "rifampin/isoniazid"), (r"\brifampicin\b", "rifampin"), (r"\bRHZE\b", "RIPE"),
            (r"\bglyceryl trinitrate\b", "nitroglycerin"), (r"\bpethidine\b", "meperidine"), (r"\bInstillagel 2% lidocaine\b", "2% lidocaine jelly"),
            (r"\bPabrinex\b", "IV thiamine"), (r"\bmacrogol\b", "polyethylene glycol"), (r"\bferrous fumarate 210 mg\b", "ferrous sulfate 325 mg"),
            (r"\bEntonox\b", "nitrous oxide"), (r"\bcarbocisteine\b", "guaifenesin"), (r"\bhydroxycarbamide\b", "hydroxyurea")]
_FREQ = [(r"\bOD\b", "daily"), (r"\bBD\b", "BID"), (r"\bTDS\b", "TID"), (r"\bQDS\b", "QID"), (r"\bON\b", "QHS"),
         (r"\bnocte\b", "QHS"), (r"\bmane\b", "qAM")]
_GP_US = [(r"\bGORD\b", "GERD"), (r"\bvitamin B co-strong\b", "multivitamin"), (r"\bUSS\b", "Ultrasound"),
          (r"\bConsultant: ", "Attending: "), (r"\bA&E\b", "ED"), (r"\bthe GP\b", "the PCP"), (r"\bGP\b", "PCP"), (r"\bA&E\b", "the ED"), (r"\bmmol/mol\b", "mmol/mol")]
_GP_CA = [(r"\bvitamin B co-strong\b", "multivitamin"), (r"\bConsultant: ", "Attending: "),(r"\bthe GP\b", "the family physician"), (r"\bGP\b", "family physician")]


def _apply(s, rules):
    for pat, rep in rules:
        s = re.sub(pat, rep, s)
    return s


def localize(text, loc):
    if loc not in ("US", "CA"):
        return text
    rules = list(_MED_US) + _FREQ + list(_DRUG_US[:4])
    if loc == "US":
        rules = list(_MED_US) + _GEN_US + _DRUG_US + _FREQ + _GP_US
    else:
        rules += _GP_CA
    out = []
    pos = 0
    for m in re.finditer(A + "[^" + C + "]*" + C, text):
        out.append(_apply(text[pos:m.start()], rules))
        out.append(m.group(0))
        pos = m.end()
    out.append(_apply(text[pos:], rules))
    return "".join(out)
